// The local push service of bench/push-broadcast.ts in a process of its own, so that the load
// generator's event loop does not slow its answers: prints its origin, then the count of pushes
// it accepted on each line read from stdin.
import { createInterface } from 'node:readline';
import { TestPushService } from '../src/server/testing/push-service.js';

const service = await new TestPushService({ serverKey: process.env.SERVER_KEY!, decrypt: false, anyDevice: true }).start();
console.log(service.allowlistEntry);
createInterface({ input: process.stdin }).on('line', () => {
  console.log(JSON.stringify({ accepted: service.received.filter((r) => r.status < 300).length, received: service.received.length, problems: service.problems.slice(0, 3) }));
});
