/** The Zoom settings tests still import the session fixtures from here; they live in web/test. */
export * from '#web/test/session-detail-fixtures.ts';
