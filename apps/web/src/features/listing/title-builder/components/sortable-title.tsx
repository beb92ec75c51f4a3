import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { movePart, type TitlePart } from '../title-parts.ts';

function SortablePart({ part, onRemove }: { part: TitlePart; onRemove: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: part.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px={6}
      py={2}
      radius="sm"
      data-testid="title-part"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        background: part.id.startsWith('pick:')
          ? 'var(--mantine-color-blue-light)'
          : 'var(--mantine-color-body)',
      }}
    >
      <Group gap={4} wrap="nowrap">
        <Group
          gap={2}
          wrap="nowrap"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('titleBuilder.title.move', { word: part.text })}
          aria-roledescription={t('titleBuilder.title.sortable')}
        >
          <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm">{part.text}</Text>
        </Group>
        <ActionIcon
          size="xs"
          variant="subtle"
          color="gray"
          onClick={onRemove}
          aria-label={t('titleBuilder.title.remove', { word: part.text })}
        >
          <IconX size={12} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The generated title as parts in a row that wraps (spec 002 §2: draggable): each part is moved with the mouse,
 * a finger or the keyboard (space to lift, arrows to move, space to drop) and removed with its ×.
 */
export function SortableTitle({
  parts,
  onChange,
}: {
  parts: TitlePart[];
  onChange: (parts: TitlePart[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small move before a drag starts, so the × of a part stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const word = (id: string | number | undefined) => parts.find((part) => part.id === id)?.text ?? '';
  // What a screen reader says while a part moves, in the page's language.
  const accessibility = {
    screenReaderInstructions: { draggable: t('titleBuilder.title.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) =>
        t('titleBuilder.title.picked', { word: word(active.id) }),
      onDragOver: ({
        active,
        over,
      }: {
        active: { id: string | number };
        over: { id: string | number } | null;
      }) => t('titleBuilder.title.over', { word: word(active.id), other: word(over?.id) }),
      onDragEnd: ({ active }: { active: { id: string | number } }) =>
        t('titleBuilder.title.dropped', { word: word(active.id) }),
      onDragCancel: ({ active }: { active: { id: string | number } }) =>
        t('titleBuilder.title.cancelled', { word: word(active.id) }),
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(movePart(parts, String(active.id), String(over.id)));
  };
  if (parts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('titleBuilder.title.empty')}
      </Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={parts.map((part) => part.id)} strategy={rectSortingStrategy}>
        <Group gap={6} data-testid="generated-title-parts">
          {parts.map((part) => (
            <SortablePart
              key={part.id}
              part={part}
              onRemove={() => onChange(parts.filter((other) => other.id !== part.id))}
            />
          ))}
        </Group>
      </SortableContext>
    </DndContext>
  );
}
