import { languages, type Lang } from "#app/lib/i18n";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { assistantModelFromEnv } from "#server/assistant-model/from-env";
import { answerWithModel } from "#server/assistant-model/model-answer";
import { createAssistant, type ChatTurn } from "../assistant";
import { blindRounds, judge, loadBlindSets, type BlindItem, type Half, type Verdict } from "./blind-set";

/**
 * `npm run eval:assistant -- --model [--round seventh]`: the blind rounds answered as the server answers with
 * `ASSISTANT_LLM_URL` set, the model choosing among the answers made from the site (decision 073). Per language and
 * half: right / handed over / wrong, as `eval:assistant` counts them, and what the model did. It calls the model once
 * per question (and per earlier turn of a follow-up), so it costs what the provider charges for some 4'000 calls.
 */
const env = parseEnv(process.env);
const model = assistantModelFromEnv(env);
if (!model) {
  console.error("eval:assistant --model needs ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL (and the key, if any)");
  process.exit(2);
}
const roundArg = process.argv.indexOf("--round");
const rounds = roundArg >= 0 ? blindRounds.filter((round) => round === process.argv[roundArg + 1]) : blindRounds;
const assistant = createAssistant({ company: publicCompany(env) });
const sets = loadBlindSets();

async function ask(item: BlindItem, lang: Lang): Promise<{ verdict: Verdict; model?: string }> {
  const history: ChatTurn[] = [];
  let reply;
  for (const message of [...(item.history ?? []), item.question]) {
    const input = { message, language: lang, history };
    reply = await answerWithModel(model!, assistant.consider(input), input);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.answer.text });
  }
  return { verdict: judge(item, reply!.answer, lang).verdict, model: reply!.model };
}

const outcomes = new Map<string, number>();
for (const round of rounds) {
  for (const lang of languages) {
    for (const half of ["tuning", "test"] as Half[]) {
      const counts = { right: 0, answerable: 0, handover: 0, wrong: 0, outOfScope: 0, outOfScopeHandedOver: 0 };
      for (const item of sets[round][lang][half]) {
        const { verdict, model: outcome } = await ask(item, lang);
        outcomes.set(outcome ?? "not asked", (outcomes.get(outcome ?? "not asked") ?? 0) + 1);
        if (item.kind === "out-of-scope") {
          counts.outOfScope += 1;
          if (verdict === "right") counts.outOfScopeHandedOver += 1;
          else counts.wrong += 1;
          continue;
        }
        counts.answerable += 1;
        counts[verdict] += 1;
      }
      const share = ((counts.right / Math.max(counts.answerable, 1)) * 100).toFixed(0);
      console.log(
        `${lang}  ${`${round} round, ${half} half:`.padEnd(26)} ${counts.right}/${counts.answerable} ${share} % right, ${counts.handover} handed over, ${counts.wrong} wrong, out of scope ${counts.outOfScopeHandedOver}/${counts.outOfScope}`,
      );
    }
  }
}
console.log(`\nthe model: ${JSON.stringify(Object.fromEntries(outcomes))}`);
