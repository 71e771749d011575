import { useId, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import { LEAD_LIST_MAX_PAGE_SIZE, LEAD_STATUSES, type TLead, type TLeadStatus } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmApi, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { LeadStatusBadge } from '../../crm-kit/status-badge';
import * as styles from './lead-board.module.css';
import { leadName } from '../../crm-kit/lead-controls';
import { useLeadUpdate } from '../../crm-kit/use-lead-update';

/*
 * The pipeline as a board: a column per status (LEAD_STATUSES order), each read from the server on its own
 * (GET /api/leads?status=X), newest first, 'Show more' for the rest. A card moves by drag (pointer), by the keyboard
 * (@dnd-kit's KeyboardSensor: Space to pick up, Left/Right to change column, Space to drop, Escape to cancel, with
 * screen-reader announcements), and by its plain 'Move to' select, the simplest path of all.
 */

const COLUMN_PAGE = 10;

const isStatus = (value: unknown): value is TLeadStatus => LEAD_STATUSES.includes(value as TLeadStatus);

/** Left/Right jump the picked-up card to the next column's top; other keys do nothing (columns are the only targets). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? columns.find((rect) => rect.left > centre)
      : [...columns].reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return undefined;
  return {
    x: currentCoordinates.x + (target.left + 8 - collisionRect.left),
    y: currentCoordinates.y + (target.top + 48 - collisionRect.top),
  };
};

/** The dragged card's name, from the lead its draggable carries. */
const nameOf = (active: Active) => {
  const lead = active.data.current?.lead as TLead | undefined;
  return lead ? leadName(lead) : 'The lead';
};

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}. Use the left and right arrow keys to choose a status, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active)} is over ${String(over.id)}.` : `${nameOf(active)} is not over a column.`),
  onDragEnd: ({ active, over }) => (over ? `${nameOf(active)} moved to ${String(over.id)}.` : `${nameOf(active)} was dropped where it was.`),
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};

export function LeadBoard({ search }: { search?: string }) {
  const update = useLeadUpdate();
  const [dragged, setDragged] = useState<TLead | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so clicks on the handle do not move anything.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const move = (lead: TLead, status: TLeadStatus) => {
    if (lead.status !== status) update.mutate({ lead, patch: { status } });
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.lead as TLead | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const lead = active.data.current?.lead as TLead | undefined;
    if (lead && over && isStatus(over.id)) move(lead, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements: ANNOUNCEMENTS,
        screenReaderInstructions: {
          draggable:
            'To move a lead, press Space or Enter to pick it up, the left and right arrow keys to choose a status, then Space or Enter to drop it, or Escape to cancel. Each card also has a Move to list.',
        },
      }}
    >
      <div className={styles.board} role="region" aria-label="Pipeline board" tabIndex={0}>
        {LEAD_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} search={search} onMove={move} />
        ))}
      </div>
      <DragOverlay>{dragged ? <CardBody lead={dragged} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}

function BoardColumn({ status, search, onMove }: { status: TLeadStatus; search?: string; onMove: (lead: TLead, status: TLeadStatus) => void }) {
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const leads = useCrmQuery(
    'GET /api/leads',
    { query: { status, search, sort: 'createdAt', order: 'desc', page: 1, pageSize: limit } },
    { placeholderData: keepPreviousData },
  );
  const items = leads.data?.items ?? [];
  const total = leads.data?.total ?? 0;
  const sum = items.reduce((value, lead) => value + (lead.estimatedValue ?? 0), 0);

  return (
    <section ref={setNodeRef} className={[styles.column, isOver ? styles.columnOver : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.columnHeader}>
        <h3 id={headingId} className={styles.columnTitle}>
          <LeadStatusBadge status={status} />{' '}
          {leads.data ? (
            <span>
              {total}
              <span className={styles.srOnly}>{total === 1 ? ' lead' : ' leads'}</span>
            </span>
          ) : null}
        </h3>
        {leads.data ? (
          <p className={styles.columnFigures}>
            {items.length < total ? `${formatMoney(sum)} in the ${items.length} shown` : `${formatMoney(sum)} total`}
          </p>
        ) : null}
      </div>
      {leads.isPending ? <Spinner label={`Loading ${status} leads...`} size="sm" /> : null}
      {leads.isError ? <p role="alert">{apiErrorMessage(leads.error, 'Could not load leads')}</p> : null}
      <ul className={styles.cards} aria-labelledby={headingId}>
        {items.map((lead) => (
          <BoardCard key={lead.id} lead={lead} onMove={onMove} />
        ))}
      </ul>
      {items.length < total ? (
        limit < LEAD_LIST_MAX_PAGE_SIZE ? (
          <Button variant="ghost" size="sm" onClick={() => setLimit((value) => Math.min(value + COLUMN_PAGE * 2, LEAD_LIST_MAX_PAGE_SIZE))}>
            Show more
          </Button>
        ) : (
          <p className={styles.columnFigures}>The table lists all {total}.</p>
        )
      ) : null}
    </section>
  );
}

function BoardCard({ lead, onMove }: { lead: TLead; onMove: (lead: TLead, status: TLeadStatus) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: lead.id, data: { lead } });
  const moveId = useId();
  // The card is what moves (the drag preview takes its size), the handle is what starts the move: with the handle as
  // the dragged node, the preview was the handle's width, one letter wide.
  return (
    <li ref={setNodeRef} className={[styles.card, isDragging ? styles.cardDragging : ''].join(' ')}>
      <div className={styles.cardTop}>
        <CardTitle lead={lead} />
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={styles.handle}
          {...listeners}
          {...attributes}
          aria-label={`Drag ${leadName(lead)}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <CardMeta lead={lead} />
      <div className={styles.move}>
        <label htmlFor={moveId}>
          Move <span className={styles.srOnly}>{leadName(lead)} </span>to…
        </label>
        <Select
          id={moveId}
          value={lead.status}
          onChange={(event) => isStatus(event.target.value) && onMove(lead, event.target.value)}
          options={LEAD_STATUSES}
        />
      </div>
    </li>
  );
}

function CardTitle({ lead }: { lead: TLead }) {
  const { basePath } = useCrmApi();
  return (
    <Link className={styles.cardName} to={`${basePath}/leads/${encodeURIComponent(lead.id)}`}>
      {leadName(lead)}
    </Link>
  );
}

/** Company and value on one line where they fit: a card a line shorter, so more of the board shows at once. */
function CardMeta({ lead }: { lead: TLead }) {
  return (
    <p className={styles.cardMeta}>
      {lead.company ? `${lead.company} · ` : null}
      {formatMoney(lead.estimatedValue)}
    </p>
  );
}

/** What the drag overlay shows: the card without its controls. */
function CardBody({ lead, overlay = false }: { lead: TLead; overlay?: boolean }) {
  return (
    // Presentational (the announcements tell screen readers what moves); the test id lets tests measure it.
    <div className={[styles.card, overlay ? styles.overlay : ''].join(' ')} data-testid={overlay ? 'drag-preview' : undefined}>
      <span className={styles.cardName}>{leadName(lead)}</span>
      <CardMeta lead={lead} />
    </div>
  );
}
