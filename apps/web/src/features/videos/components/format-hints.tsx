import { videoOutputRenditions } from '@baylytics/contract/videos';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What eBay takes (spec 002 §5), shown beside the upload. */
export function FormatHints() {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {t('videos.hints.title')}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('videos.hints.mp4Only')}</List.Item>
        <List.Item>{t('videos.hints.noLinks')}</List.Item>
        <List.Item>{t('videos.hints.maxResolution')}</List.Item>
        <List.Item>{t('videos.hints.maxSize')}</List.Item>
        <List.Item>
          {t('videos.hints.renditions', { renditions: videoOutputRenditions.join(', ') })}
        </List.Item>
      </List>
    </div>
  );
}
