// The SDK's ES build, which the adapter imports by path (see zoom-apps-sdk.ts): the same module
// and types as the package's entry.
declare module '@zoom/appssdk/dist/sdk.es.js' {
  export * from '@zoom/appssdk';
  export { default } from '@zoom/appssdk';
}
