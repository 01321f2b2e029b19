/**
 * `npm run demo-data -- [--scale N] [--seed S] [--today YYYY-MM-DD] [--out FILE]`: writes the demo
 * dataset as JSON (to stdout by default), ready for `npm run import -- FILE --replace`.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEMO_DEFAULT_SEED, generateDemoDataset } from '../demo/generate-demo-dataset.ts';
import { isValidDate } from '../import/field-checks.ts';

const USAGE = 'Usage: npm run demo-data -- [--scale N] [--seed S] [--today YYYY-MM-DD] [--out FILE]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scale: { type: 'string', default: '1' },
        seed: { type: 'string', default: String(DEMO_DEFAULT_SEED) },
        today: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!(scale > 0) || !Number.isInteger(seed) || (values.today !== undefined && !isValidDate(values.today))) {
    console.error(`--scale must be a positive number, --seed a whole number, --today a date.\n${USAGE}`);
    return 2;
  }
  const today = values.today ? new Date(`${values.today}T12:00:00Z`) : new Date();
  const json = JSON.stringify(generateDemoDataset({ seed, scale, today }));
  if (values.out) {
    await writeFile(values.out, json);
    console.error(`Wrote ${values.out} (${(json.length / 1e6).toFixed(1)} MB)`);
  } else {
    process.stdout.write(json);
  }
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
