const all = ['/api/tutorials'] as const;

export const tutorialKeys = {
  all,
  list: () => [...all, 'list'] as const,
  url: (id: string) => [...all, 'url', id] as const,
};
