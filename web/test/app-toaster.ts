// Tests mount the app's toaster through the test harness: features and shared code never import web/app.
export { AppToaster } from '#web/app/app-toaster.tsx';
