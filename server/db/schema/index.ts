export * from './interviews.ts';
export * from './panel-grants.ts';
export * from './pipeline.ts';
export * from './privacy.ts';
export * from './setup.ts';
export * from './speech.ts';
export * from './users.ts';
export * from './zoom.ts';
