import { loadCatalog } from "../content/catalog";
import { createLocalEngine } from "./local/engine";
const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
for (const q of process.argv.slice(2)) {
  const a = engine.chat({ message: q, context: { previous_messages: [] } });
  console.log(`\n=== ${q} (${a.text.split(/\s+/).length} words)\n${a.text.slice(0, 700)}`);
}
