/** Editors (issue 13): analyse a judgment's PDF, save it as a draft judgment. */
import {
  API_ROUTES,
  PDF_ANALYSIS_MESSAGES,
  PDF_MAX_BYTES,
  PDF_UPLOAD_FIELD,
  type JudgmentDraftResponse,
  type PdfAnalysisResponse,
} from '@amb/shared-contracts';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { currentUserId, requireEditor } from '../auth';
import type { AuthConfig } from '../auth/config';
import { saveJudgmentDraft } from '../content/judgmentDrafts';
import { PdfAnalysisAborted, analysePdf } from '../content/pdfAnalysis';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';

/** In memory only: a refused or analysed file is never written anywhere. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 0 },
}).single(PDF_UPLOAD_FIELD);

/** Whatever the multipart parser refuses (a limit, no boundary, a cut-off form) is a German 400. */
function uploadError(error: unknown): unknown {
  const code = error instanceof multer.MulterError ? error.code : null;
  const message = code === 'LIMIT_FILE_SIZE' ? PDF_ANALYSIS_MESSAGES.tooLarge : PDF_ANALYSIS_MESSAGES.fileRequired;
  return validationFailed({ [PDF_UPLOAD_FIELD]: message }, message);
}

const receivePdf: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => next(error ? uploadError(error) : undefined));
};

export function manageJudgmentsRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.post(API_ROUTES.managePdfAnalysisUpload.path, requireEditor, receivePdf, async (req, res) => {
    // The client going away (the response closes before it is sent) stops the analysis's worker.
    const clientGone = new AbortController();
    res.once('close', () => clientGone.abort());
    try {
      const analysis = await analysePdf(req.file, { signal: clientGone.signal });
      res.set('Cache-Control', 'no-store').json(analysis satisfies PdfAnalysisResponse);
    } catch (error) {
      if (!(error instanceof PdfAnalysisAborted)) throw error;
    }
  });
  router.post(API_ROUTES.manageJudgmentDrafts.path, requireEditor, async (req, res) => {
    const draft = await saveJudgmentDraft(db, currentUserId(req), req.body, config.now());
    res.status(201).json(draft satisfies JudgmentDraftResponse);
  });
  return router;
}
