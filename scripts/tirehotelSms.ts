/**
 * `npm run tirehotel:sms [-- N]`: the newest N (default 10) text messages the embedded tyre hotel "sent"
 * (its SMS outbox in TIREHOTEL_DATA_DIR, default `data/tirehotel/`), newest first, so a developer can log
 * in with the code. Reads the file without creating it.
 */
import { tireHotelDataDir } from '../runtime/services/tireHotel';
import { recentSms } from '../runtime/services/tireHotel/embedded/smsOutbox';

const [count = '10', ...rest] = process.argv.slice(2);
const limit = Number(count);
if (rest.length > 0 || !Number.isSafeInteger(limit) || limit < 1) {
  console.error('Usage: npm run tirehotel:sms [-- N]');
  process.exit(2);
}

const dataDir = tireHotelDataDir();
const messages = recentSms(dataDir, limit);
for (const { sentAt, regNo, phone, message } of messages)
  console.log(`${sentAt}  ${regNo}  ${phone}  ${message}`);
console.error(`${messages.length} message(s) (${dataDir})`);
