// ?report (docs/product-spec.md: Other dialogs, The error catalogue, Business constants and limits): choose a building (All buildings = 0, then the caller's buildings), a
// month (all twelve) and a year (previous, current, next); the month's events download as a CSV.
// The server answers rows; writing the file happens here, with its progress shown as it goes.
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { fetchEventReport } from '../../api/report-api.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { ALL_BUILDINGS_ID, isAllBuildings, useBuildingScope } from '../../state/building-scope.ts';
import { useBuildings } from '../../state/buildings.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { BuildingField } from '../../ui/form-fields.tsx';
import { notify } from '../../ui/toasts.tsx';
import { downloadTextFile } from '../../ui/download-file.ts';
import { formatMonthName } from '../../ui/month-format.ts';
import { eventReportCsv, eventReportFileName } from './report-csv.ts';
import { REPORT_STRINGS as S } from './report-strings.ts';
import './report.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface ReportValues {
  buildingId: string;
  month: string;
  year: string;
}

type Stage = 'idle' | 'fetching' | 'writing';

/** Read while drawing, so the progress speaks the language in force. */
function stageText(stage: Exclude<Stage, 'idle'>): string {
  return stage === 'fetching' ? S.fetching : S.writing;
}
const STAGE_PROGRESS: Record<Exclude<Stage, 'idle'>, number> = { fetching: 1, writing: 2 };
const STAGES = 3;

export default function ReportDialog({ onClose }: OverlayProps) {
  const buildingIdAdmin = useBuildingScope().adminBuildingId;
  const buildings = useBuildings();
  const list = buildings.data ?? [];
  const [stage, setStage] = useState<Stage>('idle');
  const ids = { month: useId(), year: useId(), status: useId() };
  const now = new Date();
  const year = now.getFullYear();
  const years = [year - 1, year, year + 1];

  const onSubmit = async (values: ReportValues) => {
    const buildingId = Number(values.buildingId);
    setStage('fetching');
    try {
      const result = await fetchEventReport({ buildingId: [buildingId], month: Number(values.month), year: Number(values.year) });
      if (!result.ok || !Array.isArray(result.data)) {
        notify.error(S.failed);
        return;
      }
      if (result.data.length === 0) {
        notify.error(S.empty);
        return;
      }
      setStage('writing');
      // Let the progress paint before a big month's file is written.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const name = isAllBuildings(buildingId) ? null : (list.find((building) => building.id === buildingId)?.name ?? null);
      downloadTextFile(eventReportCsv(result.data), eventReportFileName(name, new Date()));
      onClose();
    } finally {
      setStage('idle');
    }
  };

  return (
    <Dialog title={S.title} onClose={onClose} closeLabel={S.close} size="medium">
      <Form<ReportValues>
        initialValues={{
          buildingId: String(buildingIdAdmin ?? ALL_BUILDINGS_ID),
          month: String(now.getMonth() + 1),
          year: String(year),
        }}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate aria-describedby={stage !== 'idle' ? ids.status : undefined}>
            <BuildingField buildings={list} label={S.building} allBuildings={buildingIdAdmin === null} />
            <div className="report-period">
              <Field<string> name="month">
                {({ input }) => (
                  <div className="field">
                    <label className="field-label" htmlFor={ids.month}>
                      {S.month}
                    </label>
                    <select {...input} id={ids.month} className="field-input">
                      {MONTHS.map((month) => (
                        <option key={month} value={String(month)}>
                          {formatMonthName(new Date(year, month - 1, 1))}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </Field>
              <Field<string> name="year">
                {({ input }) => (
                  <div className="field">
                    <label className="field-label" htmlFor={ids.year}>
                      {S.year}
                    </label>
                    <select {...input} id={ids.year} className="field-input">
                      {years.map((option) => (
                        <option key={option} value={String(option)}>
                          {option}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </Field>
            </div>
            {stage !== 'idle' && (
              <div className="report-progress" id={ids.status} role="status">
                <progress max={STAGES} value={STAGE_PROGRESS[stage]} aria-label={stageText(stage)} />
                <span>{stageText(stage)}</span>
              </div>
            )}
            <button type="submit" className="button button-primary button-block" disabled={submitting}>
              {S.download}
            </button>
          </form>
        )}
      />
    </Dialog>
  );
}
