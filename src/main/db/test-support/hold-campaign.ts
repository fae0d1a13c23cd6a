// A second process for the one-writer test: opens the campaign file named by
// argv[2], says "open <pid>" (or "refused <message>"), and holds it until stdin closes.
import { openCampaignDatabase } from '../open-database';

const file = process.argv[2] ?? '';
try {
  const db = await openCampaignDatabase(file);
  process.stdout.write(`open ${process.pid}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    db.close();
    process.exit(0);
  });
} catch (error) {
  process.stdout.write(`refused ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(0);
}
