import express, { type Router } from "express";
import { isLang } from "#app/lib/i18n";
import type { Logger } from "../logger";
import type { CompanyIdentity } from "../mail/company";
import { maintenancePlanCopy } from "#app/content/maintenance-plan";
import { maintenancePlanCache } from "../pdf/maintenance-plan";
import { pdfPool } from "../pdf/pdf-pool";

/**
 * The maintenance plan behind the blog's download button:
 *
 * GET /api/maintenance-plan/:lang.pdf  (lang de, fr, it, en)
 *   -> 200 the PDF (attachment, cacheable for a day); 404 {message} for any other language
 *
 * The PDF's content is fixed, so each language is rendered on first request and kept
 * in memory. Needs no database: mounted before the services (and apiRouter's 404).
 */

export interface MaintenancePlanDeps {
  company: CompanyIdentity;
  logger: Logger;
}

export function maintenancePlanRouter(deps: MaintenancePlanDeps): Router {
  // Rendered once per language, in a PDF worker thread (server/pdf/pdf-pool.ts).
  const plan = maintenancePlanCache(deps.company, (lang) => pdfPool(deps.company).maintenancePlan(lang));
  const router = express.Router();

  router.get("/maintenance-plan/:lang.pdf", async (req, res) => {
    const lang = String(req.params.lang);
    if (!isLang(lang)) {
      res.status(404).json({ message: "Not found" });
      return;
    }
    try {
      const pdf = await plan(lang);
      res
        .status(200)
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${maintenancePlanCopy[lang].fileName}"`,
          "Cache-Control": "public, max-age=86400",
        })
        .send(pdf);
    } catch (error) {
      deps.logger.error({ id: res.locals.requestId, lang, err: error }, "maintenance plan pdf failed");
      res.status(500).json({ message: "Internal server error" });
    }
  });

  return router;
}
