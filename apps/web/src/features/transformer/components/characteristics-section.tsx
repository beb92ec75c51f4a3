import { Alert, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../app/list/page-state.tsx';
import { type CharacteristicsRequest, useCharacteristics } from '../api.ts';
import { isUncheckable } from '../characteristics-values.ts';
import { CharacteristicsPanel } from './characteristics-panel.tsx';

/** The panel's frame: loading, the load's error, 'we can not check this item', else the panel. */
export function CharacteristicsSection({
  request,
  onClose,
}: {
  request: CharacteristicsRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useCharacteristics(request);
  const panel = query.data;
  return (
    <Paper withBorder p="md">
      <PageState state={query} errorTitle={t('transformer.panel.loadError')}>
        {panel && isUncheckable(panel) ? (
          <Alert color="red" role="alert">
            {t('transformer.weCanNotCheckThisItem')}
          </Alert>
        ) : (
          panel && (
            // A panel read again after 'apply changes' starts from what eBay holds now.
            <CharacteristicsPanel key={query.dataUpdatedAt} panel={panel} onClose={onClose} />
          )
        )}
      </PageState>
    </Paper>
  );
}
