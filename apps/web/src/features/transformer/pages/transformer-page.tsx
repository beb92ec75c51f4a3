import type { MvlRow, MvlTable, MvlUpdateResult } from '@baylytics/contract/transformer';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconListDetails, IconTruckDelivery, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { downloadCsv } from '../../../app/save-file.ts';
import { toast } from '../../../app/toast.ts';
import {
  type CharacteristicsRequest,
  useApplyVehicleList,
  useVehicleList,
  type VehicleListRequest,
} from '../api.ts';
import { AfterbuyApply } from '../components/afterbuy-apply.tsx';
import { ApplyResultModal } from '../components/apply-result-modal.tsx';
import { CharacteristicsSection } from '../components/characteristics-section.tsx';
import { TokenPrompt } from '../components/token-prompt.tsx';
import { VehicleTable } from '../components/vehicle-table.tsx';
import {
  characteristicsFormSchema,
  csvOf,
  emptyTransformerForm,
  type TransformerFormValues,
  transformerFormSchema,
  vehicleListFormSchema,
} from '../transformer-values.ts';

const noRows: MvlRow[] = [];

/**
 * The vehicle-compatibility transformer (spec 002 §2): the vehicle usage list of one listing loaded as a table,
 * its notes edited, and applied to the seller's listing on eBay (with its token), or exported as CSV.
 */
export function TransformerPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { form, field } = useSchemaForm(transformerFormSchema, emptyTransformerForm);
  const [request, setRequest] = useState<VehicleListRequest | null>(null);
  // The vehicle table and the characteristics panel hide each other (spec 002 §5): the one loaded last shows.
  const [panelRequest, setPanelRequest] = useState<CharacteristicsRequest | null>(null);
  const list = useVehicleList(request);
  const [result, setResult] = useState<MvlUpdateResult | null>(null);
  const apply = useApplyVehicleList();
  const table = list.data;
  // The seller's edits belong to the table they were made on; a newly loaded table starts from eBay's notes.
  const [edited, setEdited] = useState<{ of: MvlTable; rows: MvlRow[] } | null>(null);
  const rows = table && edited?.of === table ? edited.rows : (table?.rows ?? noRows);
  const editRows = useCallback(
    (change: (rows: MvlRow[]) => MvlRow[]) => {
      if (table)
        setEdited((current) => ({
          of: table,
          rows: change(current?.of === table ? current.rows : table.rows),
        }));
    },
    [table],
  );

  /** Checks the form by the rules of one action; each failed rule lands on its field. */
  const checked = <S extends z.ZodType<TransformerFormValues>>(schema: S): z.output<S> | null => {
    const parsed = schema.safeParse(form.getValues());
    if (parsed.success) return parsed.data;
    // A field's first failed rule is its message (an empty box is 'please enter', not a wrong length).
    const fields = new Set<string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!fields.has(name)) form.setFieldError(name, issue.message);
      fields.add(name);
    }
    return null;
  };

  const loadVehicles = () => {
    const values = checked(vehicleListFormSchema);
    if (!values) return;
    setPanelRequest(null);
    const isShown =
      request?.itemNumber === values.itemNumber && request.itemNumberTransfer === values.itemNumberTransfer;
    // The same listings again are read again: eBay's list as it is now, and a link to Afterbuy found meanwhile.
    if (isShown) void list.refetch();
    else setRequest({ itemNumber: values.itemNumber, itemNumberTransfer: values.itemNumberTransfer });
  };

  const loadCharacteristics = () => {
    const values = checked(characteristicsFormSchema);
    if (!values) return;
    setRequest(null);
    setPanelRequest({ itemNumber: values.itemNumber, keyword: values.keyword });
  };

  const changeNotes = useCallback(
    (index: number, notes: string) =>
      editRows((current) => current.map((row) => (row.index === index ? { ...row, notes } : row))),
    [editRows],
  );
  const setAllNotes = useCallback(
    (notes: string) => editRows((current) => current.map((row) => ({ ...row, notes }))),
    [editRows],
  );

  const applyToEbay = () => {
    if (!table || !request) return;
    apply.mutate(
      { itemNumber: request.itemNumber, sellerName: table.sellerName, columns: table.columns, rows },
      {
        onSuccess: (answer) => {
          if (answer.ack === 'Error') toast.error('transformer.applyFailed', { message: answer.message });
          else toast.success('transformer.applied');
          setResult(answer);
        },
        onError: toastApiError,
      },
    );
  };

  const exportCsv = () => {
    if (!table) return;
    const csv = csvOf(table.columns, rows);
    downloadCsv(
      `transformer-${table.itemNumberTransfer}.csv`,
      [t('transformer.notes'), ...csv.header.slice(1)],
      csv.rows,
    );
  };

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              loadVehicles();
            }}
          >
            <Group align="flex-start" gap="md" wrap="wrap">
              <TextInput
                {...field('itemNumber')}
                label={t('transformer.itemNumber')}
                description={t('transformer.itemNumberHint')}
                inputMode="numeric"
                required
                w={240}
              />
              <TextInput
                {...field('itemNumberTransfer')}
                label={t('transformer.itemNumberTransfer')}
                description={t('transformer.itemNumberTransferHint')}
                inputMode="numeric"
                w={240}
              />
              <Button
                type="submit"
                mt={46}
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
                loading={list.isFetching}
              >
                {t('transformer.loadVehicles')}
              </Button>
              <TextInput
                {...field('keyword')}
                label={t('transformer.keyword')}
                description={t('transformer.keywordHint')}
                w={240}
              />
              <Button
                variant="light"
                mt={46}
                leftSection={<IconListDetails size={16} aria-hidden />}
                onClick={loadCharacteristics}
              >
                {t('transformer.loadCharacteristics')}
              </Button>
            </Group>
          </form>
        </Paper>

        {request && (
          <Paper withBorder p="md">
            <Stack gap="sm">
              {table && (
                <>
                  <Group justify="space-between" align="flex-start">
                    <Text size="sm" data-testid="transformer-summary">
                      {t('transformer.summary', {
                        count: rows.length,
                        itemNumber: table.itemNumber,
                        seller: table.sellerName,
                        source: table.itemNumberTransfer,
                      })}
                    </Text>
                    <Group gap="xs">
                      <Button
                        variant="default"
                        leftSection={<IconDownload size={16} aria-hidden />}
                        onClick={exportCsv}
                      >
                        {t('transformer.exportCsv')}
                      </Button>
                      <Button
                        leftSection={<IconUpload size={16} aria-hidden />}
                        disabled={!table.hasToken}
                        loading={apply.isPending}
                        onClick={applyToEbay}
                      >
                        {t('transformer.applyToEbay')}
                      </Button>
                    </Group>
                  </Group>
                  {!table.hasToken && <TokenPrompt sellerName={table.sellerName} />}
                  <AfterbuyApply
                    key={`${table.itemNumber}-${table.itemNumberTransfer}-${table.afterBuyId ?? ''}`}
                    table={table}
                    rows={rows}
                  />
                </>
              )}
              <VehicleTable
                columns={table?.columns ?? []}
                rows={rows}
                state={list}
                onNotesChange={changeNotes}
                onAllNotes={setAllNotes}
              />
            </Stack>
          </Paper>
        )}
        {panelRequest && (
          <CharacteristicsSection request={panelRequest} onClose={() => setPanelRequest(null)} />
        )}
      </Stack>
      <ApplyResultModal result={result} onClose={() => setResult(null)} />
    </>
  );
}
