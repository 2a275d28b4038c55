import type { TFileDownload, TLanguage, TTuitionMonthInput } from '@academy/contracts';
import { tuitionCsv } from './tuition-csv.js';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionRepository } from './tuition-repository.js';

/** A month's dues as a CSV file, titled in the caller's language. */
export function createExportTuitionDues(deps: { tuition: TuitionRepository }) {
  const { tuition } = deps;
  return async function exportTuitionDues(
    input: TTuitionMonthInput,
    lang: TLanguage,
  ): Promise<TFileDownload> {
    const dues = (await tuition.findAllOfMonth(input.month)).map(toTuitionDue);
    return { fileName: `tuition-${input.month}.csv`, content: tuitionCsv(dues, lang) };
  };
}

export type ExportTuitionDues = ReturnType<typeof createExportTuitionDues>;
