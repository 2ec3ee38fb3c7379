import { type Concept, concept } from './concept.ts';

/**
 * Competencies of engineering, data, operations and design roles. The technical one is also met
 * by any named technology (tech-terms.ts), matched separately.
 */
export const TECHNICAL_CONCEPTS: Concept[] = [
  concept(
    'technical',
    'technical depth',
    'technical|technical depth|technical skill|coding|programming|software|engineering|hands on|architecture|code quality|framework',
    'api|database|schema|~query|~index|latency|~cache|~deploy|~deployment|~service|endpoint|~library|~framework|refactor|codebase|migration|transaction|concurrency|~thread|~memory|cpu|algorithm|data structure|complexity|compile|type system',
  ),
  concept(
    'system-design',
    'system design',
    'system design|architecture|scalability|scalable|scale|distributed|design a system|reliability',
    '~scale|throughput|latency|partition|shard|replica|replication|~cache|~queue|load balancer|consistency|availability|single point of failure|rate limit|rate limiter|back pressure|backpressure|~capacity|failover|idempotent|eventual consistency|~bottleneck',
  ),
  concept(
    'quality',
    'testing and quality',
    'testing|test|quality|code review|reliability|observability|operational excellence',
    'unit test|integration test|test coverage|tdd|~ci|code review|~regression|feature flag|rollback|canary|monitoring|~alert|observability|on call|~incident|post mortem|postmortem|slo|sla|error rate',
  ),
  concept(
    'delivery',
    'delivery',
    'delivery|execution|get thing done|ship|deliver|planning|project management|execute',
    '~ship|~launch|~deliver|deadline|milestone|on time|~scope|~plan|roadmap|break down|~estimate|sprint|~release|cut scope|mvp|~phase',
  ),
  concept(
    'data',
    'data and analysis',
    'data|analytics|analysis|sql|metric|insight|reporting|data driven',
    'sql|dashboard|a/b test|ab test|experiment|cohort|funnel|~metric|kpi|~data|spreadsheet|excel|~report|~trend|baseline|statistically',
  ),
  concept(
    'operations',
    'operations and process',
    'operation|process|logistics|process improvement|efficiency|supply chain|continuous improvement|vendor management',
    '~process|sop|lean|six sigma|kaizen|throughput|inventory|turnaround time|sla|service level|~vendor|supplier|rota|roster|cost saving|efficiency|automate|~bottleneck|~capacity|~shift|standard operating procedure|root cause',
  ),
  concept(
    'product-design',
    'product and design',
    'design|ux|user experience|product sense|product thinking|user research|usability|prototype|prototyping|craft',
    'prototype|wireframe|figma|user research|usability test|persona|user interview|accessibility|design system|~hypothesis|~iterate|iteration|mvp|a/b test|user need|user feedback|journey map|problem statement',
  ),
];
