/** Four turns of a backend interview about scaling: two questions, two answers with substance. */
export const SCALING_TURNS = [
  ['interviewer', 'Can you walk me through a system you scaled recently?'],
  [
    'candidate',
    'I led the move of our billing pipeline to Kafka and cut the p99 from 800 to 120 milliseconds.',
  ],
  ['interviewer', 'How did you decide on the partitioning scheme for the hot tables?'],
  [
    'candidate',
    'We partitioned by customer id, which I chose after profiling the queries with pg_stat_statements.',
  ],
] as const;
