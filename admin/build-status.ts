import {
  BUILD_REPORT_FILE,
  type BuildReport,
  type ReportedGood,
} from '../src/shared/catalogue/build-report.ts';
import { counterAddress } from '../src/shared/figures/counter-address.ts';
import { pluralize } from '../src/shared/lib/plural.ts';
import {
  GitHubRefused,
  liveState,
  readRepository,
  signedInToken,
  type LiveState,
} from './live-state.ts';
import './build-status.css';

/**
 * The panel above the admin (docs/owner-catalogue.md, «Що видно в адмінці
 * після збереження»): the goods the last deploy held back and what to fix in
 * each, and whether the latest save is live yet. It sits above Sveltia's
 * own mount element (`#nc-root`, which Sveltia places below what is above
 * it), reads the build's report beside this page and, with the owner's
 * token, the repository on GitHub (live-state.ts). It never throws into
 * Sveltia, and asks nothing of the network while the phone is offline or
 * the owner is signed out.
 */

/** How often the panel looks again while the page is shown: a save goes live in a few minutes. */
const RECHECK_MS = 60_000;

const when = new Intl.DateTimeFormat('uk', { dateStyle: 'medium', timeStyle: 'short' });

/** An element with its text (never HTML: the goods' titles are the owner's words). */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

function link(text: string, href: string): HTMLAnchorElement {
  return element('a', text, { href, target: '_blank', rel: 'noopener noreferrer' });
}

/** The words of a live state: short for the panel's line, whole for its details; where to look further. */
function liveWords(state: LiveState): { short: string; text: string; href?: string; tone: string } {
  switch (state.kind) {
    case 'live':
      return {
        short: 'Останнє збереження на сайті.',
        text: 'Останнє збереження опубліковано.',
        tone: 'good',
      };
    case 'building':
      return {
        short: 'Останнє збереження ще збирається.',
        text: 'Останнє збереження ще збирається: за кілька хвилин воно буде на сайті.',
        ...(state.run ? { href: state.run } : {}),
        tone: 'wait',
      };
    case 'failed':
      return {
        short: 'Останнє збереження: не вдалося.',
        text: 'Не вдалося зібрати сайт з останнім збереженням: на сайті попередня версія.',
        href: state.run,
        tone: 'bad',
      };
    case 'late':
      return {
        short: 'Останнє збереження досі не на сайті.',
        text: 'Останнє збереження досі не на сайті. Тут не видно, чи збірка вдалася (токен бачить лише вміст репозиторію): подивіться вкладку Actions.',
        href: state.actions,
        tone: 'bad',
      };
    case 'unknown':
      return { short: 'Стан збереження не видно.', text: UNKNOWN[state.why], tone: 'wait' };
  }
}

const UNKNOWN: Record<Extract<LiveState, { kind: 'unknown' }>['why'], string> = {
  local: 'Цей сайт зібрано не на GitHub, тож не видно, яке збереження на ньому.',
  'signed-out': 'Увійдіть, щоб побачити, чи вже на сайті останнє збереження.',
  offline: 'Немає інтернету: не видно, чи вже на сайті останнє збереження.',
  unreachable: 'Не вдалося зв’язатися з GitHub: не видно, чи вже на сайті останнє збереження.',
  token:
    'GitHub не приймає ваш токен (мабуть, минув його строк): вийдіть і увійдіть з новим токеном.',
};

/** A good as the owner finds it in the admin: its title, and its folder or row. */
function goodName({ title, folder, file, line, id }: ReportedGood): string {
  const name = title ? `«${title}»` : id ? `товар ${id}` : 'товар без назви';
  const place = folder ?? (file ? `${file}${line === undefined ? '' : `, рядок ${line}`}` : '');
  return place ? `${name} (${place})` : name;
}

function heldList(report: BuildReport): HTMLElement {
  const list = element('ul', undefined, { class: 'build-status__goods' });
  for (const good of report.held) {
    const item = element('li');
    item.append(element('strong', goodName(good)));
    const problems = element('ul');
    for (const { label, line, message } of good.problems) {
      const where = [label ? `«${label}»` : '', line === undefined ? '' : `рядок ${line}`]
        .filter(Boolean)
        .join(', ');
      problems.append(element('li', where ? `${where}: ${message}` : message));
    }
    item.append(problems);
    list.append(item);
  }
  return list;
}

/**
 * Where a note is, as the admin shows it: «Магазин» → «Повернення»,
 * «Добірки» → «Меблі» → «Ціна до», or its
 * good as the owner knows it (or a spreadsheet's line) and the field.
 */
function notePlace(note: BuildReport['notes'][number]): string {
  const { title, folder, id, file, line, label, section } = note;
  // A part of the admin, and within it the entry (a collection's title) and the field.
  if (section)
    return [section, title, label]
      .filter(Boolean)
      .map((part) => `«${part}»`)
      .join(' → ');
  const where =
    title || folder || id
      ? goodName(note)
      : [file, line === undefined ? '' : `рядок ${line}`].filter(Boolean).join(', ');
  return [where, label ? `«${label}»` : ''].filter(Boolean).join(', ');
}

/**
 * What was published with something to look at (shop.yaml without a
 * seller, returns words short of the law, a kopeck rounded): the build
 * went on, and the panel says what its log said.
 */
export function notesPart(report: BuildReport): HTMLElement[] {
  const count = report.notes.length;
  if (count === 0) return [];
  const list = element('ul', undefined, { class: 'build-status__goods' });
  for (const note of report.notes) {
    const place = notePlace(note);
    list.append(element('li', place ? `${place}: ${note.message}` : note.message));
  }
  return [
    element('h3', `Примітки: ${count}`),
    element('p', 'Сайт зібрано й опубліковано, але перегляньте:'),
    list,
  ];
}

/**
 * The closed panel's one line: how many goods were held back and how many
 * notes there are, so neither waits unseen behind the button, then whether
 * the latest save is live (`live`).
 */
export function summaryLine(report: BuildReport, live: string): string {
  const { held, notes } = report;
  return [
    held.length > 0 ? `Не опубліковано: ${held.length}.` : '',
    notes.length > 0 ? `Примітки: ${notes.length}.` : '',
    live,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Where the owner reads the shop's figures: their GoatCounter's dashboard
 * (src/shared/figures/), when shop.yaml names one.
 */
export function figuresPart(report: BuildReport): HTMLElement[] {
  if (!report.counter) return [];
  const part = element('p', 'Відвідування й замовлення за днями: ');
  part.append(link('Відкрити лічильник GoatCounter', counterAddress(report.counter)));
  return [part];
}

/** The panel's parts that change. */
interface Panel {
  root: HTMLElement;
  summary: HTMLElement;
  live: HTMLElement;
  held: HTMLElement;
}

/**
 * The panel, closed: its heading is the button that opens the details (an
 * accordion's, so it takes one line on a phone), beside one line of state.
 */
function makePanel(recheck: () => void): Panel {
  const root = element('section', undefined, {
    id: 'build-status',
    class: 'build-status',
    'aria-labelledby': 'build-status-heading',
  });
  const bar = element('div', undefined, { class: 'build-status__bar' });
  const heading = element('h2', undefined, { id: 'build-status-heading' });
  const toggle = element('button', 'Стан сайту', {
    type: 'button',
    'aria-expanded': 'false',
    'aria-controls': 'build-status-details',
  });
  heading.append(toggle);
  // Read out when it changes: a save going live while the owner is in a form.
  const summary = element('p', 'Перевіряю…', { class: 'build-status__summary', role: 'status' });
  bar.append(heading, summary);
  const details = element('div', undefined, {
    id: 'build-status-details',
    class: 'build-status__details',
  });
  details.hidden = true;
  const live = element('p');
  const held = element('div');
  const again = element('button', 'Перевірити ще раз', { type: 'button' });
  again.addEventListener('click', recheck);
  details.append(live, held, again);
  root.append(bar, details);
  toggle.addEventListener('click', () => {
    const open = details.hidden;
    details.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  });
  return { root, summary, live, held };
}

async function readReport(): Promise<BuildReport | undefined> {
  const response = await fetch(BUILD_REPORT_FILE, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as BuildReport) : undefined;
}

/** The latest save's state, asking GitHub only when it can answer. */
async function currentState(report: BuildReport): Promise<LiveState> {
  if (report.commit === null || report.repository === null)
    return { kind: 'unknown', why: 'local' };
  if (!navigator.onLine) return { kind: 'unknown', why: 'offline' };
  const token = signedInToken(localStorage);
  if (!token) return { kind: 'unknown', why: 'signed-out' };
  try {
    return liveState(report, await readRepository(report, token), Date.now());
  } catch (error) {
    if (error instanceof GitHubRefused && error.status === 401)
      return { kind: 'unknown', why: 'token' };
    return { kind: 'unknown', why: 'unreachable' };
  }
}

function show(panel: Panel, report: BuildReport | undefined, state: LiveState | undefined) {
  if (!report) {
    panel.summary.textContent = 'Звіт останньої збірки не вдалося прочитати.';
    panel.root.dataset.tone = 'wait';
    return;
  }
  const words = state
    ? liveWords(state)
    : { short: 'Перевіряю…', text: 'Перевіряю…', tone: 'wait' };
  const count = report.held.length;
  panel.summary.textContent = summaryLine(report, words.short);
  panel.root.dataset.tone = count > 0 ? 'bad' : words.tone;

  panel.live.replaceChildren(
    `Сайт зібрано ${when.format(new Date(report.builtAt))}. ${words.text}`,
    ...(words.href ? [' ', link('Відкрити на GitHub', words.href)] : []),
  );
  panel.held.replaceChildren(
    ...(count > 0
      ? [
          element('h3', `Не опубліковано: ${pluralize(count, ['товар', 'товари', 'товарів'])}`),
          element(
            'p',
            'Ці товари не потрапили на сайт, решта опублікована. Відкрийте кожен у списку товарів, виправте сказане й збережіть.',
          ),
          heldList(report),
        ]
      : [element('p', 'Усі товари опубліковано.')]),
    ...notesPart(report),
    ...figuresPart(report),
  );
}

/**
 * The panel, above Sveltia's mount element: call before CMS.init(), which
 * mounts into `#nc-root` when the page has one.
 */
export function mountBuildStatus(): void {
  let report: BuildReport | undefined;
  const refresh = async () => {
    try {
      report = await readReport();
      show(panel, report, undefined);
      if (report) show(panel, report, await currentState(report));
    } catch {
      // The panel is the owner's help, never a reason for the admin to fail.
      show(panel, report, report ? { kind: 'unknown', why: 'unreachable' } : undefined);
    }
  };
  const panel = makePanel(() => void refresh());
  const mount = element('div', undefined, { id: 'nc-root' });
  document.body.prepend(panel.root, mount);
  // Sveltia is placed below the panel, and follows it as it opens and closes.
  new ResizeObserver(() => (mount.style.top = `${panel.root.offsetHeight}px`)).observe(panel.root);

  void refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, RECHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  addEventListener('online', () => void refresh());
  // Signing in, or out, in another tab of the admin.
  addEventListener('storage', () => void refresh());
}
