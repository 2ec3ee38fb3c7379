import type { BankQuestion } from './question-bank.ts';

/** A bank question: topic, text, then its follow-ups. */
const q = (topic: string, text: string, ...followUps: string[]): BankQuestion => ({ text, topic, followUps });

export const CODING_SCREEN: BankQuestion[] = [
  q(
    'problem solving',
    'Before you write code, how would you restate the problem, the inputs and the outputs you expect?',
    'Which edge cases would you check first?',
  ),
  q(
    'complexity',
    'What is the time and space complexity of your solution, and can you do better?',
    'Where is the bottleneck if the input grows a hundredfold?',
  ),
  q(
    'testing',
    'How would you test this function? Walk me through the cases you would write.',
    'Which case is most likely to catch a bug here?',
  ),
  q(
    'code quality',
    'If you had more time, what would you refactor in this code, and why?',
    'How would you make it easier for a teammate to read?',
  ),
  q(
    'data structures',
    'Which data structure did you choose here, and what alternatives did you consider?',
    'When would the alternative be the better choice?',
  ),
  q(
    'debugging',
    'Tell me about a recent bug you tracked down. How did you find the root cause?',
    'What did you change afterwards so it could not happen again?',
  ),
  q(
    'scale',
    'How would your solution change if the input did not fit in memory?',
    'What would you trade off to make it work?',
  ),
];

export const CODING_ONSITE: BankQuestion[] = [
  q(
    'design',
    'How would you structure this code so a new requirement can be added without rewriting it?',
    'Which part would you expect to change most often?',
  ),
  q(
    'testing',
    'Which parts of your solution would you cover with unit tests, and which with integration tests?',
    'How would you test the failure paths?',
  ),
  q(
    'robustness',
    'How does your code handle invalid or unexpected input?',
    'What should the caller see when that happens?',
  ),
  q(
    'production',
    'If this code ran in production, what would you log or measure?',
    'How would you know it is failing before users tell you?',
  ),
  q(
    'concurrency',
    'How would you make this safe to run concurrently?',
    'Which race condition worries you most here?',
  ),
  q(
    'pragmatism',
    'What trade-offs did you make to finish in time, and what would you revisit?',
    'How would you explain those trade-offs to your team?',
  ),
  q(
    'collaboration',
    'Tell me about a code review where you disagreed with the feedback. How was it resolved?',
    'What did you take away from it?',
  ),
];

export const SYSTEM_DESIGN: BankQuestion[] = [
  q(
    'requirements',
    'Before designing, which requirements and constraints would you clarify, such as users, scale and latency?',
    'Which of those assumptions changes the design most?',
  ),
  q(
    'high-level design',
    'Sketch the main components and how a request flows through them.',
    'Where does state live in this design?',
  ),
  q(
    'data',
    'How would you model and store the data, and which database would you choose?',
    'How does the schema evolve as features are added?',
  ),
  q(
    'scalability',
    'Where are the bottlenecks at ten times the load, and how would you scale past them?',
    'What would you cache, and how would you keep it fresh?',
  ),
  q(
    'reliability',
    'What happens when one of these components fails, and how does the system recover?',
    'How would you detect the failure?',
  ),
  q(
    'consistency',
    'Which consistency guarantees does this system need, and what do they cost?',
    'Where could you accept eventual consistency?',
  ),
  q(
    'operations',
    'How would you monitor this system and roll out changes safely?',
    'What would trigger a rollback?',
  ),
];
