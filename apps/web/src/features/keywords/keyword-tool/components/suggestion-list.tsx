import { Alert, Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One source's suggestions; each one starts the tool for itself. */
export function SuggestionList({
  title,
  suggestions,
  isUnavailable,
  onPick,
}: {
  title: string;
  suggestions: readonly string[];
  isUnavailable: boolean;
  onPick: (suggestion: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {isUnavailable && (
        <Alert color="orange" role="alert" p="xs">
          {t('keywordTool.sourceUnavailable')}
        </Alert>
      )}
      {!isUnavailable && suggestions.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('keywordTool.noSuggestions')}
        </Text>
      )}
      {suggestions.length > 0 && (
        <List size="sm" spacing={4} listStyleType="none">
          {suggestions.map((suggestion) => (
            <List.Item key={suggestion}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onPick(suggestion)}
                title={t('keywordTool.searchFor', { keyword: suggestion })}
              >
                {suggestion}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
