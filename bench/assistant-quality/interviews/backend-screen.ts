import { c, type Interview, i, starting } from '../interview.ts';

export const BACKEND_SCREEN: Interview = {
  id: 'backend-screen',
  family: 'engineering',
  interviewTitle: 'Technical screen',
  job: {
    title: 'Senior Backend Engineer',
    company: 'Ledgerline Payments',
    description:
      'Ledgerline moves money for 4,000 online shops. You will build and run the services behind our payment ledger and payouts in TypeScript on Node.js, with PostgreSQL and Kafka on AWS. You work in a squad with a product manager and a finance partner, and you take part in a one-in-five on-call rotation.',
    requirements:
      '6+ years building backend services in production. Deep PostgreSQL experience: transactions, locking, migrations on large tables. Event-driven systems. Explains technical trade-offs to non-engineers. Mentors other engineers.',
  },
  candidate: { firstName: 'Daniel', lastName: 'Reyes' },
  agenda: [
    { title: 'Introductions', minutes: 5 },
    {
      title: 'Recent project deep dive',
      minutes: 15,
      description: 'Their own part, the design choices and the results.',
    },
    { title: 'Data and consistency', minutes: 15, description: 'Concurrency, locking, migrations.' },
    { title: 'Operations and on-call', minutes: 10 },
    { title: 'Candidate questions', minutes: 5 },
  ],
  scorecard: [
    'Technical depth',
    '- Designs data models and transactions that stay correct under concurrency',
    '- Debugs production issues methodically from evidence',
    'Ownership',
    '- Owns outcomes end to end, including operations',
    'Communication',
    '- Explains trade-offs to non-engineers',
    '- Answers with specific examples',
  ].join('\n'),
  strongCandidate: true,
  turns: [
    starting(0, i('Hi Daniel, thanks for making the time. Can you hear me okay?', 'pleasantry')),
    c('Yes, loud and clear. Thanks for having me.', 'pleasantry'),
    i(
      'Great. Quick plan: a few minutes of intro, then a deep dive on a recent project, some data and consistency questions, on-call, and your questions at the end. Sound good?',
    ),
    c('Sounds great, thanks.', 'pleasantry'),
    starting(1, i('So tell me about a recent project you are proud of, and what your part was.')),
    c(
      'Last year I led the rewrite of our payout reconciliation service. It used to be a nightly batch that took about four hours and failed maybe twice a month. I moved it to an event-driven design on Kafka with idempotent consumers writing to PostgreSQL, and we shipped it last spring. Reconciliation lag went from hours to under two minutes, and failed runs went from roughly 24 a year to zero in the eight months since.',
      'strong',
    ),
    i('Nice. Why Kafka rather than a queue table in Postgres?'),
    c(
      'We already ran Kafka for the card events, so the producers were there. A queue table would have meant polling a hot table at around 2,000 events a second, and we had been burned by vacuum on exactly that kind of table before. The cost is operational: consumer lag and rebalancing need watching, so I added lag alerts per partition.',
      'strong',
    ),
    i('And how did you make the consumers idempotent?'),
    c('Mostly the usual stuff, dedup keys and so on. It worked out fine in the end.', 'vague'),
    i('Could you be more specific about the dedup keys?'),
    c(
      "Sure. Every payout event carries the provider's transaction id plus our ledger entry id. There is a unique index on that pair, and the consumer inserts in the same transaction as the balance update, so a redelivery hits the constraint and is skipped. We replayed a full day of events, about 1.3 million, twice, and the balances matched to the cent.",
      'strong',
    ),
    starting(
      2,
      i(
        "Let's talk about data and consistency. Two requests try to withdraw from the same balance at the same time. How do you stop it going negative?",
      ),
    ),
    c(
      'I take a row lock on the balance with SELECT FOR UPDATE inside the transaction, check the amount, then write the ledger entry. At our peak, about 300 writes a second, that was fine. If one account got really hot I would serialise its writes through a partitioned queue instead.',
      'strong',
    ),
    i('What would you watch to know the locking is becoming a problem?'),
    c(
      'Lock wait time from pg_stat_activity, the p99 of the withdraw endpoint, and deadlock counts. We alerted when lock waits passed 200 ms for five minutes.',
      'strong',
    ),
    i('How do you run a schema migration on a big table without downtime?'),
    c(
      'I think we generally try to be careful with migrations, do things in steps, test a lot before, that kind of thing.',
      'vague',
    ),
    i('Can you walk me through one you actually did?'),
    c(
      'Adding a NOT NULL currency column to the ledger table, about 400 million rows. I added it nullable, backfilled in batches of 10,000 with a throttle, added the check constraint as NOT VALID, validated it, then set NOT NULL. Three days of backfill and no downtime.',
      'strong',
    ),
    starting(3, i('This role has a one-in-five on-call rotation. Tell me about a bad incident you handled.')),
    c(
      'The worst was a Black Friday when our card provider started timing out. I was on call and saw the error rate jump to 30% in four minutes. I turned on the circuit breaker so checkouts queued instead of failing, and paged the provider. I kept the rest of the team updated in the incident channel every 15 minutes. We lost no orders, and afterwards I wrote the postmortem and we added a second provider.',
      'strong',
    ),
    i('How did you explain what happened to the finance team?'),
    c(
      'I kept it simple for them and focused on what it meant for the business rather than the technical details.',
      'vague',
    ),
    i('What did that update actually say?'),
    c(
      'Roughly: between 9:02 and 9:40, 1,800 card payments were delayed, none were lost, all were settled by 11. Cause: our provider had an outage. Next step: a backup provider by January. They liked having the numbers and the next step in one paragraph.',
      'strong',
    ),
    starting(4, i('Great. We have about five minutes left. What questions do you have for me?')),
    c('What does the on-call load actually look like, how many pages a week?', 'question'),
    i('Usually two or three pages a week, mostly at night around the batch windows. We are working on it.'),
    c('And do engineers talk to the finance partners directly, or through product?', 'question'),
    i('Directly, each squad has one. Okay, thanks so much Daniel, we will be in touch within a week.'),
    c('Thank you, this was fun. Have a good afternoon.', 'pleasantry'),
  ],
};
