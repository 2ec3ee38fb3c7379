export type SkillKind = 'language' | 'framework' | 'data' | 'cloud' | 'practice' | 'soft';

export type SkillTerm = { label: string; kind: SkillKind; pattern: RegExp };

const term = (label: string, kind: SkillKind, pattern: RegExp): SkillTerm => ({ label, kind, pattern });

/** Technology and skill words recognised in job descriptions and transcripts. */
export const SKILL_TERMS: SkillTerm[] = [
  term('TypeScript', 'language', /\btypescript\b/i),
  term('JavaScript', 'language', /\bjavascript\b|\bES20\d\d\b/i),
  term('Python', 'language', /\bpython\b/i),
  term('Java', 'language', /\bjava\b(?!\s*script)/i),
  term('Kotlin', 'language', /\bkotlin\b/i),
  term(
    'Go',
    'language',
    /\b[Gg]olang\b|\bGo\b(?=[\s,/)]+(?:lang|developer|engineer|services|microservices|and|or|\())/,
  ),
  term('Rust', 'language', /\brust\b/i),
  term('C++', 'language', /\bc\+\+/i),
  term('C#', 'language', /\bc#|\.net\b/i),
  term('Ruby', 'language', /\bruby\b/i),
  term('PHP', 'language', /\bphp\b/i),
  term('Swift', 'language', /\bswift\b/i),
  term('Scala', 'language', /\bscala\b/i),
  term('SQL', 'language', /\bsql\b/i),
  term('React', 'framework', /\breact(?:\.js|js)?\b(?!\s+native)/i),
  term('React Native', 'framework', /\breact\s+native\b/i),
  term('Vue', 'framework', /\bvue(?:\.js)?\b/i),
  term('Angular', 'framework', /\bangular\b/i),
  term('Node.js', 'framework', /\bnode(?:\.js|js)?\b/i),
  term('Django', 'framework', /\bdjango\b/i),
  term('Rails', 'framework', /\b(?:ruby on )?rails\b/i),
  // "last spring" is a season: the framework is named with what it comes with, or by Java people.
  term(
    'Spring',
    'framework',
    /\bspring\s+(?:boot|framework|mvc|cloud|batch|security|data)\b|\b(?:java|kotlin)\s*(?:and|\/|,)\s*spring\b/i,
  ),
  term('GraphQL', 'framework', /\bgraphql\b/i),
  // "the rest of the team" is not an API: REST in capitals, RESTful, or a "rest API".
  term(
    'REST APIs',
    'practice',
    /\bREST(?:ful)?\b|\b[Rr]estful\b|\b[Rr]est\s+(?:APIs?|[Aa]pis?|[Ee]ndpoints?|[Ss]ervices?)\b/,
  ),
  term('PostgreSQL', 'data', /\bpostgres(?:ql)?\b/i),
  term('MySQL', 'data', /\bmysql\b/i),
  term('MongoDB', 'data', /\bmongo(?:db)?\b/i),
  term('Redis', 'data', /\bredis\b/i),
  term('Kafka', 'data', /\bkafka\b/i),
  term('Elasticsearch', 'data', /\belastic(?:search)?\b/i),
  term('Spark', 'data', /\bspark\b/i),
  term('data pipelines', 'data', /\bdata pipelines?\b|\betl\b/i),
  term('machine learning', 'data', /\bmachine learning\b|\bML\b|\bdeep learning\b/),
  term('LLMs', 'data', /\bllms?\b|\blarge language models?\b/i),
  term('AWS', 'cloud', /\baws\b|\bamazon web services\b/i),
  term('GCP', 'cloud', /\bgcp\b|\bgoogle cloud\b/i),
  term('Azure', 'cloud', /\bazure\b/i),
  term('Docker', 'cloud', /\bdocker\b|\bcontainers?\b/i),
  term('Kubernetes', 'cloud', /\bkubernetes\b|\bk8s\b/i),
  term('Terraform', 'cloud', /\bterraform\b|\binfrastructure as code\b/i),
  term('CI/CD', 'practice', /\bci\s*\/\s*cd\b|\bcontinuous (?:integration|delivery|deployment)\b/i),
  term('microservices', 'practice', /\bmicro-?services?\b/i),
  term('distributed systems', 'practice', /\bdistributed systems?\b/i),
  term('system design', 'practice', /\bsystem design\b|\barchitecture\b/i),
  term(
    'automated testing',
    'practice',
    /\b(?:unit|integration|automated|end-to-end) tests?(?:ing)?\b|\btdd\b/i,
  ),
  term('security', 'practice', /\bsecurity\b|\bowasp\b/i),
  term('observability', 'practice', /\bobservability\b|\bmonitoring\b/i),
  term('performance', 'practice', /\bperformance\b|\blatency\b|\bscalab(?:le|ility)\b/i),
  term('accessibility', 'practice', /\baccessibility\b|\ba11y\b|\bwcag\b/i),
  term('communication', 'soft', /\bcommunicat(?:ion|e|ing)\b/i),
  term('leadership', 'soft', /\blead(?:ership|ing)\b/i),
  term('mentoring', 'soft', /\bmentor(?:ing|ship)?\b|\bcoach(?:ing)?\b/i),
  term('stakeholder management', 'soft', /\bstakeholders?\b/i),
  term('ownership', 'soft', /\bownership\b|\bowns?\b/i),
  term('collaboration', 'soft', /\bcollaborat(?:ion|e|ive)\b|\bcross-functional\b/i),
  term('product sense', 'soft', /\bproduct (?:sense|thinking|mindset)\b/i),
  term('customer focus', 'soft', /\bcustomer(?:s|-facing| focus)?\b/i),
];

export type Skill = { label: string; kind: SkillKind };

/** Recognised skills in order of first mention, each once. */
export function findSkills(text: string): Skill[] {
  return SKILL_TERMS.flatMap((t) => {
    const match = t.pattern.exec(text);
    return match ? [{ label: t.label, kind: t.kind, at: match.index }] : [];
  })
    .sort((a, b) => a.at - b.at)
    .map(({ label, kind }) => ({ label, kind }));
}
