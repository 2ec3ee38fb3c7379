const all = ['/api/sample-feedbacks'] as const;

/** Keys start with the API path, so invalidating `sampleFeedbackKeys.all` refreshes every list. */
export const sampleFeedbackKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
