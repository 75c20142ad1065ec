import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import {
  Background,
  Controls,
  type Edge,
  getNodesBounds,
  getViewportForBounds,
  type Node,
  type NodeHandle,
  Panel,
  Position,
  ReactFlow,
  useNodesState,
  useReactFlow,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { cardHeight, isSeatOrBelow, layoutSeats, SEAT_WIDTH } from '@cairn/domain/ac/chart-layout';
import { Button } from '@mantine/core';
import { IconPhotoDown } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { notifyError } from '../../../lib/notify.ts';
import { chartTiming } from '../utils/chart-timing.ts';
import { seatsWithReports } from '../utils/seats-with-reports.ts';
import { exportChartPng } from './export-chart-png.ts';
import { PageGrid } from './page-grid.tsx';
import { SeatNode, type TSeatNodeData } from './seat-node.tsx';
import type { TPrintPage } from './use-print-mode.ts';

const NODE_TYPES = { seat: SeatNode };
const NO_PAGES: readonly TPrintPage[] = [];
const NONE_OFF: ReadonlySet<string> = new Set();
const MIN_ZOOM = 0.1;
/** Fit to screen: never zoomed past 100%, a little room around (React Flow's own padding). */
const FIT = { maxZoom: 1, padding: 0.1 };
/** Where the lines meet a card: the middle of its top and bottom edges (seat-node.tsx's handles). */
const seatHandles = (height: number): NodeHandle[] => [
  { type: 'target', position: Position.Top, x: SEAT_WIDTH / 2 - 0.5, y: 0, width: 1, height: 1 },
  { type: 'source', position: Position.Bottom, x: SEAT_WIDTH / 2 - 0.5, y: height - 1, width: 1, height: 1 },
];

type TProps = {
  seats: readonly TAcSeat[];
  canEdit: boolean;
  collapsed: ReadonlySet<string>;
  highlightedId: string | null;
  actions: Omit<
    TSeatNodeData,
    'seat' | 'canEdit' | 'hasReports' | 'isCollapsed' | 'isHighlighted' | 'isOffPage' | 'height'
  >;
  /** Print mode's pages drawn over the chart, and the cards that fall off them. */
  printPages?: readonly TPrintPage[];
  offPage?: ReadonlySet<string>;
  /** A seat dropped onto another: move it there (refused drops never get here). */
  onMove: (seat: TAcSeat, newParent: TAcSeat) => void;
  /** A drop onto itself or a seat below it. */
  onRefusedMove: () => void;
  /** The chart's title, the exported image's name. */
  title: string;
};

/**
 * The chart drawn with @xyflow/react: seats laid out top-down (chart-layout.ts), lines from each
 * seat to its reports, pan and zoom, fit to screen; dragging a seat onto another moves it there.
 */
export function ChartCanvas({
  seats,
  canEdit,
  collapsed,
  highlightedId,
  actions,
  onMove,
  onRefusedMove,
  title,
  printPages = NO_PAGES,
  offPage = NONE_OFF,
}: TProps) {
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const [isExporting, setExporting] = useState(false);
  const height = useMemo(() => cardHeight(seats), [seats]);
  const positions = useMemo(() => layoutSeats(seats, collapsed, height), [seats, collapsed, height]);
  const laid = useMemo<Node[]>(() => {
    const size = { width: SEAT_WIDTH, height };
    const handles = seatHandles(height);
    const managers = seatsWithReports(seats);
    return seats
      .filter((seat) => positions.has(seat.id))
      .map((seat) => ({
        id: seat.id,
        type: 'seat',
        position: positions.get(seat.id) ?? { x: 0, y: 0 },
        // Known sizes and handles: React Flow places, fits and culls the cards without drawing
        // and measuring every one of them first (a 500-seat chart draws only the few in view).
        width: SEAT_WIDTH,
        height,
        measured: size,
        handles,
        draggable: canEdit && !seat.isRoot,
        data: {
          ...actions,
          seat,
          canEdit,
          hasReports: managers.has(seat.id),
          isCollapsed: collapsed.has(seat.id),
          isHighlighted: seat.id === highlightedId,
          isOffPage: offPage.has(seat.id),
          height,
        } satisfies TSeatNodeData,
      }));
  }, [seats, positions, height, canEdit, collapsed, highlightedId, actions, offPage]);
  const edges = useMemo<Edge[]>(
    () =>
      seats
        .filter((seat) => seat.parentId && positions.has(seat.id) && positions.has(seat.parentId))
        .map((seat) => ({
          id: `${seat.parentId}-${seat.id}`,
          source: seat.parentId as string,
          target: seat.id,
          type: seat.isAssistant ? 'straight' : 'smoothstep',
          style: seat.isAssistant ? { strokeDasharray: '4 4' } : undefined,
        })),
    [seats, positions],
  );
  const [nodes, setNodes, onNodesChange] = useNodesState(laid);
  useEffect(() => setNodes(laid), [laid, setNodes]);
  const flow = useReactFlow();
  // The canvas's size, read before the chart is first drawn: the first frame already shows the
  // whole chart (no draw at 100% and then a zoom out, which on a big chart doubles the work).
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = wrapper.current?.getBoundingClientRect();
    if (box) setFrame({ width: box.width, height: box.height });
  }, []);
  const firstViewport = useRef<Viewport | null>(null);
  if (frame && !firstViewport.current && laid.length > 0)
    firstViewport.current = getViewportForBounds(
      getNodesBounds(laid),
      frame.width,
      frame.height,
      MIN_ZOOM,
      FIT.maxZoom,
      FIT.padding,
    );
  chartTiming.useReadyMark(firstViewport.current !== null);
  // A seat added or removed changes the tree's size: glide to show the whole chart again. Counted
  // on the nodes React Flow holds, so the fit runs once the new seat is in its store.
  const shown = nodes.length;
  const firstShown = useRef(shown);
  useEffect(() => {
    if (shown > 0 && shown !== firstShown.current) void flow.fitView({ ...FIT, duration: 200 });
    firstShown.current = -1;
  }, [shown, flow]);
  // A window resized (a phone turned, a narrower screen): show the whole chart in the new size.
  useEffect(() => {
    const refit = () => void flow.fitView(FIT);
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [flow]);
  useEffect(() => {
    if (!highlightedId) return;
    const node = laid.find((candidate) => candidate.id === highlightedId);
    if (node)
      void flow.setCenter(node.position.x + SEAT_WIDTH / 2, node.position.y + height / 2, {
        zoom: 1,
        duration: 300,
      });
  }, [highlightedId, laid, flow, height]);

  const exportPng = async () => {
    const viewport = wrapper.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    setExporting(true);
    try {
      // Every seat drawn, not only those on screen: two frames for React Flow to draw them.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await exportChartPng(viewport, flow.getNodes(), title);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div ref={wrapper} style={{ width: '100%', height: '100%' }}>
      {firstViewport.current ? (
        <ReactFlow
          defaultViewport={firstViewport.current}
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          nodesConnectable={false}
          // A big chart draws only the seats in view (a 500-seat chart is mostly off screen).
          onlyRenderVisibleElements={!isExporting}
          minZoom={MIN_ZOOM}
          proOptions={{ hideAttribution: true }}
          onNodeDragStop={(_, node) => {
            const seat = seats.find((candidate) => candidate.id === node.id);
            const target = flow.getIntersectingNodes(node).find((hit) => hit.id !== node.id);
            const parent = target ? seats.find((candidate) => candidate.id === target.id) : undefined;
            if (!seat || !parent || parent.id === seat.parentId) {
              setNodes(laid);
              return;
            }
            if (isSeatOrBelow(seats, seat.id, parent.id)) {
              setNodes(laid);
              onRefusedMove();
              return;
            }
            onMove(seat, parent);
          }}
        >
          <Background gap={24} />
          {printPages.length ? <PageGrid pages={printPages} /> : null}
          <Controls showInteractive={false} />
          <Panel position="top-right">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPhotoDown size={14} aria-hidden />}
              loading={isExporting}
              onClick={() => void exportPng()}
            >
              {t('ac.canvas.downloadPng')}
            </Button>
          </Panel>
        </ReactFlow>
      ) : null}
    </div>
  );
}
