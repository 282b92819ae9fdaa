// Offer-acceptance benchmark: `npm run bench:accept`. How long a customer waits after pressing "accept" on
// the offer's own page (issue 20; server/api/offer-page-router.ts, server/requests/offer-page.ts) without
// JavaScript: the url-encoded form post, answered with 303 to the page (post/redirect/get). Needs the server
// bundle (build/app-server.mjs, build/pdf-worker.mjs, build/fonts) and the React Router build (build/server,
// build/client): `npm run build`.
//
// 1. Starts the production server from a copy of build/ (scripts/bench-support.mjs) on a free loopback port
//    with a temporary DATA_DIR (SQLite, mails spooled as .eml files), one trusted proxy (each request gets its
//    own X-Forwarded-For) and RATE_LIMIT_PER_MINUTE=10000, so the rate limit never refuses.
// 2. Creates BENCH_WARMUP + BENCH_OFFERS offers with POST /api/offer (the JSON body of bench-offer.mjs, one
//    at a time, languages alternating), waits until the outbox has spooled both mails of every offer and reads
//    each offer's page link (with its access token) from the visitor's spooled mail, as a customer would.
//    The server has no other way to hand out a token (only its SHA-256 is stored).
// 3. Accepts the warm-up offers (not counted), then each of the BENCH_OFFERS offers once, one post at a time
//    (the language's page path, url-encoded, the server's own Origin, the required fields: intent, street,
//    town, period, phone, conditions; every other offer also asks for the next-cleaning reminder). Each time is
//    from sending the post to the end of the answer (fetch, redirect not followed); a 303 to the page counts.
//    The outbox sends the order and confirmation mails of earlier acceptances in the background meanwhile,
//    as it would in production.
// 4. Waits until those mails are spooled, then posts the accept form to every offer again (another street):
//    the offer is accepted already, so this must answer 303 and change nothing.
// 5. Checks in the database (read-only) that every offer is accepted once with the first post's details, one
//    order and one confirmation mail each, and that the second round changed no row and queued no mail.
// Writes bench-results/accept.json and accept.md; exits 1 when a check fails (after writing them).
//
// Environment (all optional): BENCH_OFFERS (200), BENCH_WARMUP (10 offers accepted first, not counted),
// BENCH_TIMEOUT (seconds for the whole run, 600).
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { simpleParser } from "mailparser";
import {
  copyBuild,
  freePort,
  nextIp,
  percentile,
  positiveInt,
  roundTo,
  scratchFolder,
  sleep,
  requireBuild,
  spawnBuiltServer,
  waitUntilReady,
  writeAtomic,
} from "./bench-support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const OFFERS = positiveInt(process.env.BENCH_OFFERS, 200);
const WARMUP = positiveInt(process.env.BENCH_WARMUP, 10);
const TIMEOUT_S = positiveInt(process.env.BENCH_TIMEOUT, 600);
const REQUEST_TIMEOUT_MS = 30_000;
const HOST = "127.0.0.1";
/** The offer page's path per language (app/content/route-table.ts offerPagePaths). */
const OFFER_PAGE_PATHS = { de: "/offerte", fr: "/fr/devis", it: "/it/preventivo", en: "/en/quote" };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

requireBuild(BUILD_DIR);

// The whole run is bounded: past BENCH_TIMEOUT the script stops (scratchFolder's exit hook kills the server).
setTimeout(() => {
  console.error(`bench:accept did not finish within ${TIMEOUT_S} s; stopping.`);
  process.exit(3);
}, TIMEOUT_S * 1000).unref();

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------
const work = scratchFolder("bench-accept-", () => server);
const dataDir = path.join(work, "data");
const spoolDir = path.join(dataDir, "mail-spool");
let server = null;
const serverStderr = [];

async function startServer() {
  const entry = copyBuild(BUILD_DIR, ROOT, work, "bench-accept-server.mjs");
  const port = await freePort(HOST);
  server = spawnBuiltServer(entry, {
    cwd: work,
    host: HOST,
    port,
    dataDir,
    stderr: serverStderr,
  });
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(
    server,
    async () => {
      const res = await fetch(`${url}/api/download-offer/AAAAAAAAAAAAAAAAAAAAAA`);
      await res.arrayBuffer();
      return res.status === 404;
    },
    { output: () => Buffer.concat(serverStderr).toString() },
  );
  return url;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

// The offer body of bench-offer.mjs.
const roofTypes = ["ziegeldach", "flachdach", "blechdach"];
const units = ["m2", "kwp", "panel"];
const languages = ["de", "fr", "it", "en"];
let bodyCounter = 0;
function offerBody() {
  bodyCounter++;
  const email = `bench${bodyCounter}@example.ch`;
  const language = languages[bodyCounter % 4];
  const body = JSON.stringify({
    plz: "4057 Basel",
    roofType: roofTypes[bodyCounter % 3],
    area: 20 + (bodyCounter % 480),
    areaUnit: units[bodyCounter % 3],
    name: "Zoë Dürrenmatt",
    email,
    phone: "+41 61 555 12 34",
    company: "Müller & Söhne Immobilien AG",
    language,
    page: "/preise-angebot",
    fillMs: 9000,
  });
  return { body, email, language };
}

async function createOffer(url) {
  const { body, email, language } = offerBody();
  const start = performance.now();
  const res = await fetch(`${url}/api/offer`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": nextIp() },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`POST /api/offer answered ${res.status}: ${text.slice(0, 200)}`);
  return { downloadId: JSON.parse(text).downloadId, email, language, ms };
}

/** The first month the form offers (the coming month), as YYYY-MM. */
function nextMonth() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}
const periods = ["asap", nextMonth(), "flexible"];

/** The accept form as the page posts it without JavaScript (app/features/offer-page/offer-action-schema.ts). */
function acceptForm(index, street) {
  const values = {
    intent: "accept",
    street,
    town: "4057 Basel",
    period: periods[index % periods.length],
    phone: "+41 61 555 12 34",
    conditions: "on",
  };
  if (index % 2 === 0) values.nextCleaning = "on";
  return new URLSearchParams(values).toString();
}

/** One accept post, timed from sending it to the end of the answer; the 303 is not followed. */
async function postAccept(url, offer, body, origin = url) {
  const start = performance.now();
  const res = await fetch(`${url}${offer.path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml",
      origin,
      "x-forwarded-for": nextIp(),
    },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  return { status: res.status, location: res.headers.get("location"), ms };
}

async function acceptRound(url, offers, street) {
  const times = [];
  const statusCodes = {};
  const wrong = [];
  for (const [index, offer] of offers.entries()) {
    const result = await postAccept(url, offer, acceptForm(index, street(index)));
    statusCodes[result.status] = (statusCodes[result.status] ?? 0) + 1;
    if (result.status === 303 && result.location === offer.path) times.push(result.ms);
    else wrong.push({ path: offer.path, status: result.status, location: result.location });
  }
  return { times, statusCodes, wrong };
}

// ---------------------------------------------------------------------------------------------
// Mail spool and database
// ---------------------------------------------------------------------------------------------
function spooledMailFiles() {
  try {
    return readdirSync(spoolDir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}

/** Waits until `expected` mails are spooled; gives up when none came for 60 s. */
async function waitForOutbox(expected) {
  const started = Date.now();
  let last = spooledMailFiles().length;
  let lastChange = Date.now();
  while (last < expected) {
    await sleep(250);
    const now = spooledMailFiles().length;
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > 60_000) {
      throw new Error(`the outbox stopped at ${now} of ${expected} mails`);
    }
  }
  return Math.round((Date.now() - started) / 100) / 10;
}

/**
 * The page link of every offer, from the visitor's spooled offer mail (the only place the token exists):
 * the mail to the offer's address that carries its download link and a link to an offer page.
 */
async function tokensFromSpool(offers) {
  const byEmail = new Map(offers.map((offer) => [offer.email, offer]));
  const linkPattern = /https?:\/\/[^/\s"]+((?:\/[a-z]{2})?\/[a-z]+\/([A-Za-z0-9_-]{43}))(?![A-Za-z0-9_-])/;
  for (const name of spooledMailFiles()) {
    const mail = await simpleParser(readFileSync(path.join(spoolDir, name)));
    const to = mail.to?.value?.[0]?.address;
    const offer = to && byEmail.get(to);
    if (!offer || !mail.text?.includes(`/api/download-offer/${offer.downloadId}`)) continue;
    const match = linkPattern.exec(mail.text);
    if (!match || !TOKEN_PATTERN.test(match[2])) throw new Error(`no offer page link in the mail to ${to}`);
    offer.path = match[1];
    offer.token = match[2];
  }
  const without = offers.filter((offer) => !offer.token);
  if (without.length) throw new Error(`${without.length} offers have no page link in a spooled mail`);
  for (const offer of offers) {
    if (offer.path !== `${OFFER_PAGE_PATHS[offer.language]}/${offer.token}`) {
      throw new Error(`the ${offer.language} offer mail links ${offer.path}, not the ${offer.language} page`);
    }
  }
}

/** What the database holds of the offers' acceptance, read-only (WAL lets it read while the server writes). */
function acceptanceSnapshot(offers) {
  const db = new Database(path.join(dataDir, "site.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const offerRow = db.prepare(
      "SELECT id, state, accepted_at, site_street, site_town, preferred_period, order_phone, next_cleaning_wanted FROM offers WHERE download_id = ?",
    );
    const mailCounts = db.prepare("SELECT kind, COUNT(*) AS n FROM outbox WHERE record_id = ? GROUP BY kind");
    const rows = offers.map((offer) => {
      const row = offerRow.get(offer.downloadId);
      const mails = Object.fromEntries(mailCounts.all(row.id).map(({ kind, n }) => [kind, n]));
      return { ...row, mails };
    });
    const outboxRows = db.prepare("SELECT COUNT(*) AS n FROM outbox").get().n;
    return { rows, outboxRows };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: roundTo(percentile(sorted, 50), 1),
    p95Ms: roundTo(percentile(sorted, 95), 1),
    p99Ms: roundTo(percentile(sorted, 99), 1),
    maxMs: roundTo(sorted[sorted.length - 1] ?? null, 1),
  };
}

const roundLoad = (values) => values.map((v) => Math.round(v * 100) / 100);

/** CPU time (ms) the whole machine spent busy, from os.cpus(). */
function machineBusyMs() {
  return os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}

/** CPU time (ms) of a child process and its threads from /proc (Linux), or null. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return null;
  }
}

/**
 * The share of the machine's CPU time that other processes (not this script, not its server) used since
 * `start`: the load average also counts the benchmark's own server, its PDF threads and SQLite's fsync
 * waits, so it alone cannot say whether something else ran meanwhile.
 */
function otherCpuShare(start) {
  const serverMs = server ? processCpuMs(server.pid) : null;
  if (serverMs === null) return null;
  const own = process.cpuUsage(start.own);
  const ownMs = (own.user + own.system) / 1000;
  const wallMs = performance.now() - start.wall;
  const other = machineBusyMs() - start.busy - ownMs - serverMs;
  return Math.round(Math.min(1, Math.max(0, other / (wallMs * os.cpus().length))) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverageAtStart: roundLoad(os.loadavg()),
    offers: OFFERS,
    warmUpOffers: WARMUP,
    database: "SQLite (synchronous = FULL, WAL) in a temporary DATA_DIR",
    mail: "spooled as .eml files by the outbox in the same process, PDFs rendered in its worker threads",
  };
  const cpuStart = { busy: machineBusyMs(), own: process.cpuUsage(), wall: performance.now() };
  let maxLoad = os.loadavg()[0];
  const loadSampler = setInterval(() => (maxLoad = Math.max(maxLoad, os.loadavg()[0])), 1000);
  loadSampler.unref();

  const url = await startServer();
  console.log(`server up at ${url}; creating ${WARMUP} + ${OFFERS} offers ...`);
  const all = [];
  for (let i = 0; i < WARMUP + OFFERS; i++) all.push(await createOffer(url));
  const creation = summarize(all.map((offer) => offer.ms));
  console.log("waiting for the outbox to spool the offer mails ...");
  const offerMailsWaitS = await waitForOutbox(all.length * 2);
  await tokensFromSpool(all);
  const warmUp = all.slice(0, WARMUP);
  const offers = all.slice(WARMUP);

  const checks = [];
  const check = (ok, text) => checks.push({ ok: Boolean(ok), text });

  // The Origin header reaches the server: a post from another site is refused (and changes nothing).
  const foreign = await postAccept(url, offers[0], acceptForm(0, "Fremdweg 1"), "https://evil.example");
  check(foreign.status === 403, `a post with another site's Origin is refused (403; got ${foreign.status})`);

  console.log(`accepting ${WARMUP} warm-up offers, then ${OFFERS} offers one at a time ...`);
  const firstStreet = (i) => `Rheingasse ${i + 1}`;
  await acceptRound(url, warmUp, firstStreet);
  const first = await acceptRound(url, offers, firstStreet);
  console.log("waiting for the outbox to spool the order and confirmation mails ...");
  const acceptMailsWaitS = await waitForOutbox(all.length * 4);
  const afterFirst = acceptanceSnapshot(offers);

  console.log(`accepting the same ${OFFERS} offers again (another street) ...`);
  const second = await acceptRound(url, offers, (i) => `Anderswo ${i + 1}`);
  // Anything the second round queued would be due at once: give the outbox time to show it.
  await sleep(2000);
  const afterSecond = acceptanceSnapshot(offers);
  const spooledAtEnd = spooledMailFiles().length;
  clearInterval(loadSampler);
  meta.loadAverageAtEnd = roundLoad(os.loadavg());
  meta.maxLoadAverage1m = Math.round(Math.max(maxLoad, os.loadavg()[0]) * 100) / 100;
  meta.otherProcessesCpuShare = otherCpuShare(cpuStart);

  const nonSeeOther = (round) => round.wrong.length;
  check(nonSeeOther(first) === 0, `first accept: every post answered 303 to its page (${nonSeeOther(first)} did not)`);
  check(
    nonSeeOther(second) === 0,
    `second accept: every post answered 303 to its page (${nonSeeOther(second)} did not)`,
  );
  const acceptedOnce = afterFirst.rows.filter(
    (row, i) =>
      row.state === "accepted" &&
      row.accepted_at &&
      row.site_street === firstStreet(i) &&
      row.site_town === "4057 Basel" &&
      row.preferred_period === periods[i % periods.length] &&
      row.order_phone === "+41 61 555 12 34" &&
      row.next_cleaning_wanted === (i % 2 === 0 ? 1 : 0) &&
      row.mails["offer-order"] === 1 &&
      row.mails["offer-accepted"] === 1 &&
      (row.mails["offer-next-cleaning"] ?? 0) === (i % 2 === 0 ? 1 : 0) &&
      !row.mails["offer-reminder"],
  ).length;
  check(
    acceptedOnce === OFFERS,
    `first accept: ${acceptedOnce} of ${OFFERS} offers accepted with the posted details, one order and one confirmation mail each, the next-cleaning mail queued when asked for, the reminder withdrawn`,
  );
  const unchanged = afterSecond.rows.filter(
    (row, i) => JSON.stringify(row) === JSON.stringify(afterFirst.rows[i]),
  ).length;
  check(
    unchanged === OFFERS,
    `second accept: ${unchanged} of ${OFFERS} offers unchanged (state, acceptance time, details, mails)`,
  );
  check(
    afterSecond.outboxRows === afterFirst.outboxRows && spooledAtEnd === all.length * 4,
    `second accept: no mail queued (outbox rows ${afterFirst.outboxRows} → ${afterSecond.outboxRows}, spooled mails ${spooledAtEnd} of ${all.length * 4})`,
  );

  const problems = [];
  const [load1, load5, load15] = meta.loadAverageAtStart;
  const others =
    meta.otherProcessesCpuShare === null
      ? ""
      : ` Other processes (not this script, not its server) used ${Math.round(meta.otherProcessesCpuShare * 100)} % of ` +
        "the machine's CPU time during the run; the rest of the load is the benchmark itself (its server, the PDF " +
        "worker threads rendering the mails' PDFs, the load generator, SQLite's fsync waits).";
  const othersBusy = (meta.otherProcessesCpuShare ?? 0) > 0.25;
  if (meta.maxLoadAverage1m > meta.cpus || Math.max(load1, load5, load15) > meta.cpus || othersBusy) {
    problems.push(
      `Load average: ${load1} / ${load5} / ${load15} (1 / 5 / 15 min) at start, the 1-minute one up to ` +
        `${meta.maxLoadAverage1m} during the run and ${meta.loadAverageAtEnd[0]} at end, on ${meta.cpus} CPUs` +
        (Math.max(load5, load15) > meta.cpus && load1 <= meta.cpus
          ? " (the machine was busy in the minutes before the run, e.g. with a test run)."
          : ".") +
        others +
        (load1 > meta.cpus || othersBusy || meta.otherProcessesCpuShare === null
          ? " The machine was busy with other work: the figures are pessimistic."
          : ""),
    );
  }
  const report = {
    meta,
    setup: {
      offersCreated: all.length,
      createOfferOneAtATime: creation,
      offerMailsSpooledAfterS: offerMailsWaitS,
      acceptMailsSpooledAfterS: acceptMailsWaitS,
    },
    firstAccept: {
      title: "First accept (sent → accepted, queues the order and confirmation mails)",
      ...summarize(first.times),
      posts: OFFERS,
      non303: nonSeeOther(first),
      statusCodes: first.statusCodes,
      wrong: first.wrong.slice(0, 10),
    },
    secondAccept: {
      title: "Second accept on the same offers (already accepted: changes nothing)",
      ...summarize(second.times),
      posts: OFFERS,
      non303: nonSeeOther(second),
      statusCodes: second.statusCodes,
      wrong: second.wrong.slice(0, 10),
    },
    checks,
    problems,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeAtomic(path.join(RESULTS_DIR, "accept.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeAtomic(path.join(RESULTS_DIR, "accept.md"), md);
  console.log(`\n${md}`);
  return checks.every((c) => c.ok);
}

function markdown({ meta, setup, firstAccept, secondAccept, checks, problems }) {
  const L = [];
  L.push("# Offer page: accepting an offer (POST /offerte/:token)", "");
  L.push(
    `Measured ${meta.date} with \`npm run bench:accept\` on the production server bundle (build/app-server.mjs). ` +
      `Node ${meta.node}, ${meta.cpus} CPUs (${meta.cpuModel}), 1-minute load average ${meta.loadAverageAtStart[0]} at start, ` +
      `${meta.loadAverageAtEnd[0]} at end, up to ${meta.maxLoadAverage1m} during the run. ${meta.database}; ${meta.mail}.`,
    "",
  );
  L.push(
    `${meta.offers} offers (after ${meta.warmUpOffers} warm-up offers, not counted) made with POST /api/offer, each ` +
      "accepted with the page's form as a browser without JavaScript posts it: url-encoded, the server's own Origin, " +
      "the required fields (street, town, period, phone, the conditions box; every other offer also the next-cleaning " +
      "box), one post at a time over loopback (fetch, keep-alive), to the page path in the offer's language " +
      "(the link in the visitor's spooled offer mail). A post's time runs from sending it to the end of the answer; " +
      "the 303 is not followed. Percentiles are exact (nearest rank) over the 303 answers.",
    "",
  );
  L.push("| Round | Posts | p50 ms | p95 ms | p99 ms | Max ms | Non-303 |");
  L.push("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of [firstAccept, secondAccept]) {
    L.push(`| ${r.title} | ${r.posts} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.non303} |`);
  }
  L.push("");
  L.push(
    "The first accept is one conditional `UPDATE … WHERE state = 'sent'` with the mails in one transaction " +
      "(SQLite, synchronous = FULL: on disk before the 303); the outbox sends the order mail (with the offer PDF, " +
      "rendered in a worker thread) and the confirmation in the background meanwhile. The second accept finds the " +
      "offer accepted and only redirects.",
    "",
  );
  L.push(
    `Setup: ${setup.offersCreated} offers created one at a time (POST /api/offer p50 ${setup.createOfferOneAtATime.p50Ms} ms, ` +
      `p95 ${setup.createOfferOneAtATime.p95Ms} ms, while the outbox rendered the earlier offers' PDFs); their mails were spooled ${setup.offerMailsSpooledAfterS} s after the ` +
      `last one, before the first accept; the order and confirmation mails ${setup.acceptMailsSpooledAfterS} s after the ` +
      "last first accept, before the second round.",
    "",
  );
  L.push("## Checks", "");
  for (const c of checks) L.push(`- ${c.ok ? "✅" : "❌"} ${c.text}`);
  L.push("");
  if (problems.length) {
    L.push("## Problems with the measurement", "");
    for (const p of problems) L.push(`- ${p}`);
    L.push("");
  }
  return L.join("\n");
}

main()
  .then((passed) => {
    if (!passed) console.error("bench:accept: a check failed (see above).");
    process.exit(passed ? 0 : 1);
  })
  .catch((error) => {
    console.error(error);
    if (server?.exitCode !== null || server?.signalCode) {
      console.error(`The server stopped (exit code ${server?.exitCode}, signal ${server?.signalCode}):`);
    }
    const stderr = Buffer.concat(serverStderr).toString().trim();
    if (stderr) console.error(`Server stderr:\n${stderr.split("\n").slice(-30).join("\n")}`);
    process.exit(2);
  });
