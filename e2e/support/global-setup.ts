import { enrolE2eOperator } from './operator';

/** Runs once, after the web server is up (Playwright starts webServer before globalSetup); what it returns runs at the end. */
export default async function globalSetup(): Promise<() => void> {
  return enrolE2eOperator();
}
