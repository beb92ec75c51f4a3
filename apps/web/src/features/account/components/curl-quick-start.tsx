import { apiTokenPrefix } from '@baylytics/contract/api-tokens';
import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Where the product answers: the page's own address, so the examples work as they are copied.
const apiBase = () => `${window.location.origin}/api`;
const tokenPlaceholder = `${apiTokenPrefix}…`;

/** How a program starts: two calls with curl, the answer's shape, and the documentation of every call. */
export function CurlQuickStart() {
  const { t } = useTranslation();
  const base = apiBase();
  const header = `-H "Authorization: Bearer ${tokenPlaceholder}"`;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('apiTokens.curlTitle')}
      </Title>
      <Text size="sm">{t('apiTokens.curlIntro')}</Text>
      <Code block>{`curl ${header} \\\n  "${base}/ranking?pageIndex=1&pageSize=50"`}</Code>
      <Text size="sm">{t('apiTokens.curlKeywordPro')}</Text>
      <Code
        block
      >{`curl -G ${header} \\\n  --data-urlencode "keyword=objektiv" -d eBaySiteId=77 \\\n  "${base}/keyword/pro"`}</Code>
      <Text size="sm">{t('apiTokens.curlEnvelope')}</Text>
      <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" size="sm">
        {t('apiTokens.docsLink')}
      </Anchor>
    </Stack>
  );
}
