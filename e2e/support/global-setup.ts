import { enrolE2eOperator } from './operator';

/** Runs once, after the web server is up (Playwright starts webServer before globalSetup). */
export default async function globalSetup(): Promise<void> {
  await enrolE2eOperator();
}
