import { join } from 'node:path';
import { startTestApi } from '../../tests/harness/fakeApi';
import { SESSION_KEYS } from '../../src/providers/session';
import { ROOT } from '../lib/processes';
import { BARE_TOKEN_KEY } from './bare/bareDataProvider';
import { lighthouseRuns, type LighthouseProfile, type LighthouseRun } from './lighthouse';
import { login } from './screens';
import { median } from './screensTable';
import { APP_CONFIG, BARE_CONFIG, BARE_OUT_DIR, servePreview } from './servePreview';

/** Issue #34 §4: the mobile profile's score on these pages, and ahead of the bare list's. */
export const LIGHTHOUSE_MOBILE_BUDGET = 85;

/** The pages Lighthouse loads: the app's sign-in and transactions (as super, session stored), and the bare list. */
export const lighthouseTargets = () => ['login', 'transactions', 'bare'] as const;
type Target = ReturnType<typeof lighthouseTargets>[number];

export type LighthouseFigures = Record<LighthouseProfile, Map<string, LighthouseRun[]>>;

/** Both profiles, `runs` loads of each target, against one fake API serving both apps. */
export async function measureLighthouse(targets: readonly Target[], runs: number): Promise<LighthouseFigures> {
  const api = await startTestApi({ now: new Date(), scale: 5000 });
  const app = await servePreview({ configFile: APP_CONFIG, outDir: join(ROOT, 'dist'), apiOrigin: api.origin });
  const bare = await servePreview({ configFile: BARE_CONFIG, outDir: BARE_OUT_DIR, apiOrigin: api.origin });
  try {
    const { token, user } = await login(api.url, 'super@demo.test');
    const session = { [SESSION_KEYS.token]: token, [SESSION_KEYS.profile]: JSON.stringify(user), [BARE_TOKEN_KEY]: token };
    const pages = {
      login: { name: 'login', url: `${app.baseUrl}/login` },
      transactions: { name: 'transactions', url: `${app.baseUrl}/transactions`, localStorage: session },
      bare: { name: 'bare', url: `${bare.baseUrl}/#/transactions`, localStorage: session },
    };
    const chosen = targets.map((target) => pages[target]);
    return { mobile: await lighthouseRuns(chosen, 'mobile', runs), desktop: await lighthouseRuns(chosen, 'desktop', runs) };
  } finally {
    await app.close();
    await bare.close();
    await api.close();
  }
}

/** One line per profile and page: medians, with the mobile budget's verdict on the app's pages. */
export function lighthouseLines(figures: LighthouseFigures): string[] {
  const lines: string[] = [];
  for (const profile of ['mobile', 'desktop'] as const) {
    const bareScore = median((figures[profile].get('bare') ?? []).map((run) => run.score));
    for (const [name, runs] of figures[profile]) {
      const score = median(runs.map((run) => run.score));
      const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick)).toFixed(0);
      const judged = profile === 'mobile' && name !== 'bare';
      const verdict = judged
        ? `  budget >= ${LIGHTHOUSE_MOBILE_BUDGET} and > bare (${bareScore}): ${score >= LIGHTHOUSE_MOBILE_BUDGET && score > bareScore ? 'ok' : 'OVER'}`
        : '';
      lines.push(
        `${`${profile} ${name}`.padEnd(22)} score ${String(score).padStart(3)}  LCP ${of((r) => r.lcpMs)} ms  TBT ${of((r) => r.tbtMs)} ms  FCP ${of((r) => r.fcpMs)} ms  ${of((r) => r.transferKb)} kB${verdict}`,
      );
    }
  }
  return lines;
}
