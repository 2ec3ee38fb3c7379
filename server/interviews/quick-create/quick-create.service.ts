import type { z } from 'zod';
import { CandidateInput } from '#contracts/candidates.ts';
import { parseInput } from '#contracts/input.ts';
import {
  QUICK_CREATE_GENERATION_FAILED,
  type QuickCreateFileField,
  QuickCreateInput,
  type QuickCreateOutput,
  type QuickCreateSaved,
  type QuickCreateSaveFields,
} from '#contracts/quick-create.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import type { QuickCreateGenerator } from '#server/assistant/quick-create-generator.ts';
import type { GenerationOptions } from '#server/assistant/tasks/run-task.ts';
import { AppError } from '#server/lib/errors.ts';
import type { CandidatesService } from '#server/pipeline/candidates.service.ts';
import type { SessionCreateService } from '../sessions/session-create.service.ts';
import { PdfTextError, type PdfTextReader } from './pdf-text.ts';
import { agendaSeeds, scorecardSeeds } from './quick-create-seeds.ts';
import { readTemplates, type TemplateSources } from './quick-create-templates.ts';
import { FILE_LABELS, type QuickCreateUpload } from './quick-create-upload.ts';

type Deps = {
  sources: TemplateSources;
  generate: QuickCreateGenerator;
  pdfText: Pick<PdfTextReader, 'read' | 'close'>;
  creator: Pick<SessionCreateService, 'create'>;
  candidates: Pick<CandidatesService, 'create' | 'remove'>;
};

/** Runs a prepared generation: model choice, abort signal and progress come from the route. */
export type QuickCreateGeneration = (options: GenerationOptions) => Promise<QuickCreateOutput>;

/** The same answer as a body that fails its schema: the first message, and every issue in details. */
function validationFailed(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError(400, 'validation_failed', details[0]?.message ?? 'Invalid request', details);
}

const SIMPLER = 'upload a smaller or simpler file';
/** Every reading process is busy and the queue is full: the server's capacity, not the client's fault (503). */
const PDF_READER_BUSY = 'Too many PDFs are being read right now; try again in a few seconds';

function pdfFailure(field: QuickCreateFileField, error: unknown): unknown {
  if (!(error instanceof PdfTextError)) return error;
  const label = FILE_LABELS[field];
  const { memoryMb, cpuMs } = error.limits;
  const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message, { field });
  switch (error.reason) {
    case 'too-large':
      return tooLarge(`The ${label} PDF expands to more than ${memoryMb} MB when read; ${SIMPLER}`);
    case 'too-slow':
      return tooLarge(`The ${label} PDF takes more than ${cpuMs / 1000} seconds to read; ${SIMPLER}`);
    case 'busy':
      return new AppError(503, 'unavailable', PDF_READER_BUSY, { field });
    case 'encrypted':
      return AppError.badRequest(`The ${label} PDF is password-protected; upload a copy without a password`, {
        field,
      });
    case 'unreadable':
      return AppError.badRequest(
        `The ${label} PDF could not be read; it may be damaged. Export it again and retry`,
        { field },
      );
  }
}

/** A model failure answers with the screen's message; the assistant's reason goes in `details`. */
async function withSpecMessage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || !error.code.startsWith('ai_')) throw error;
    const extra = typeof error.details === 'object' && error.details !== null ? error.details : {};
    const wrapped = new AppError(error.status, error.code, QUICK_CREATE_GENERATION_FAILED, {
      reason: error.message,
      ...extra,
    });
    wrapped.cause = error;
    throw wrapped;
  }
}

/** spec 000 §3: a new candidate's name splits at the first space. */
function splitName(fullName: string) {
  const space = fullName.search(/\s/);
  return { firstName: fullName.slice(0, space), lastName: fullName.slice(space + 1).trim() };
}

export function createQuickCreateService({ sources, generate, pdfText, creator, candidates }: Deps) {
  const textOf = async (field: QuickCreateFileField, pdf: Buffer | undefined): Promise<string> => {
    if (!pdf) return '';
    try {
      return (await pdfText.read(pdf)).text;
    } catch (error) {
      throw pdfFailure(field, error);
    }
  };

  return {
    /**
     * Checks the inputs, reads the chosen templates (the user's own, else 404) and the PDFs'
     * text, so every 4xx comes before a progress stream starts; returns the generation to run.
     */
    async prepare(userId: string, upload: QuickCreateUpload): Promise<QuickCreateGeneration> {
      const parsed = parseInput(QuickCreateInput, upload.data ?? {});
      if (!parsed.success) throw validationFailed(parsed.error);
      const fields = parsed.data;
      const templates = await readTemplates(sources, userId, fields);
      const [resumeText, linkedinText] = await Promise.all([
        textOf('resume', upload.files.resume),
        textOf('linkedinProfile', upload.files.linkedinProfile),
      ]);
      const input = {
        jobRole: fields.jobRole,
        interviewType: fields.interviewType,
        jobDescription: fields.jobDescription,
        interviewExpectations: fields.interviewExpectations,
        minDuration: fields.minDuration,
        maxDuration: fields.maxDuration,
        ...templates,
        resumeText,
        linkedinText,
      };
      return (options) => withSpecMessage(() => generate(input, options));
    },

    /**
     * Creates the session with exactly the reviewed agenda and scorecard, for the chosen candidate
     * or a new one by name. A new candidate is removed again when the session cannot be created.
     */
    async save(userId: string, fields: QuickCreateSaveFields): Promise<QuickCreateSaved> {
      const created = fields.candidateId
        ? undefined
        : await candidates.create(userId, CandidateInput.parse(splitName(fields.candidateName)));
      const candidateId = created?.id ?? fields.candidateId;
      try {
        const detail = await creator.create(
          userId,
          CreateSessionInput.parse({ candidateId, aiModel: fields.aiModel }),
          {
            title: fields.interviewTitle || null,
            agenda: agendaSeeds(fields.agenda.items),
            scorecard: scorecardSeeds(fields.scorecard.items),
            jobTitle: fields.jobRole || null,
            jobDescription: fields.jobDescription || null,
          },
        );
        return { id: detail.id };
      } catch (error) {
        if (created) await candidates.remove(userId, created.id).catch(() => undefined);
        throw error;
      }
    },

    /** Stops the PDF reader's workers (the app is closing). */
    close: () => pdfText.close(),
  };
}
export type QuickCreateService = ReturnType<typeof createQuickCreateService>;
