import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSelector } from '@xstate/react';
import {
  createActor,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { appRootMachine, type AppRootMachine } from './app-root/machine';
import { APP_ROOT_ID, withSharedHandling } from './app-root/shared-handling';

type AppRoot = ActorRefFrom<AppRootMachine>;
type Inspect = (event: InspectionEvent) => void;

/** The running app root (machines/app-root): the system every chart is spawned in. */
const AppRootContext = createContext<AppRoot | null>(null);

/** What the app does for every chart: the session-expired and service-unavailable handling, given the system (to read the hotel from its charts). */
export interface SharedHandling {
  /** The booking API no longer knows the session: forget it and initialise again. */
  restartSession: (system: AppRoot['system']) => void;
  /** The service does not answer: the 503 page. */
  goToServiceUnavailable: (system: AppRoot['system']) => void;
}

const NO_HANDLING: SharedHandling = { restartSession: () => {}, goToServiceUnavailable: () => {} };

interface AppRootProviderProps {
  handling?: SharedHandling;
  inspect?: Inspect | undefined;
  children: ReactNode;
}

/**
 * Starts the app root and keeps its shared handling on the latest props. `inspect` watches the whole
 * system: every chart spawned below it.
 */
export function AppRootProvider({ handling = NO_HANDLING, inspect, children }: AppRootProviderProps) {
  const logic = useMemo(
    () =>
      appRootMachine.provide({
        actions: {
          restartSession: ({ self }) => handling.restartSession(self.system),
          goToServiceUnavailable: ({ self }) => handling.goToServiceUnavailable(self.system),
        },
      }),
    [handling],
  );
  const [root] = useState(() => createActor(logic, { systemId: APP_ROOT_ID, ...(inspect ? { inspect } : {}) }));
  useLayoutEffect(() => {
    root.logic.implementations = logic.implementations;
  });
  useLayoutEffect(() => {
    root.start();
    return () => {
      root.stop();
    };
  }, [root]);
  return <AppRootContext.Provider value={root}>{children}</AppRootContext.Provider>;
}

let opened = 0;

/** Whether the charts started below let their views follow in a render of their own (`ChartViewsFollow`). */
const ViewsFollowContext = createContext(false);

/**
 * Below it, a chart's views follow its start in a render of their own that yields to the browser,
 * rather than in the task of the commit that started it. For a part of the page whose surroundings
 * are drawn already (the app's main area): a frame in between shows them without the part, never an
 * empty screen in place of the loading spinner.
 */
export function ChartViewsFollow({ children }: { children: ReactNode }) {
  return <ViewsFollowContext.Provider value={true}>{children}</ViewsFollowContext.Provider>;
}

/**
 * Spawns one chart in the app root for as long as the component is mounted. The chart's actor exists
 * from the first layout effect (before the first paint); until then the children are not rendered.
 */
function useSpawnedChart<TMachine extends AnyStateMachine>(
  root: AppRoot,
  systemId: string,
  logic: TMachine,
  input: unknown,
  viewsFollow: boolean,
): ActorRefFrom<TMachine> | null {
  const [actor, setActor] = useState<ActorRefFrom<TMachine> | null>(null);
  useLayoutEffect(() => {
    // Layout effects of children run before their parents': the root starts here if it has not yet.
    root.start();
    const id = `${systemId}#${++opened}`;
    root.send({ type: 'chart.opened', id, systemId, logic, ...(input !== undefined ? { input } : {}) });
    const spawned = (root.getSnapshot().context.charts[id] ?? null) as ActorRefFrom<TMachine> | null;
    // An update set here renders at once, in this commit's task, and so does the next chart's below
    // it: a page of several charts in one long task. Where the page around is drawn already, the views
    // follow in a transition instead, in slices that yield to the browser.
    if (viewsFollow) startTransition(() => setActor(spawned));
    else setActor(spawned);
    return () => {
      // When the whole app leaves, the root has stopped its charts already.
      if (root.getSnapshot().status === 'active') root.send({ type: 'chart.closed', id });
    };
    // A chart is spawned once per mount, like @xstate/react's providers: later input is not read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, systemId]);
  // The latest render's implementations (navigation, callbacks of the latest props), as @xstate/react does.
  useLayoutEffect(() => {
    if (actor) (actor as unknown as { logic: AnyStateMachine }).logic.implementations = logic.implementations;
  });
  return actor;
}

interface ChartContextProviderProps<TMachine extends AnyStateMachine> {
  /** The chart with its actors and actions provided (`machine.provide(...)`); the bare chart if left out. */
  logic?: TMachine;
  options?: { input?: InputFrom<TMachine>; inspect?: Inspect };
  children: ReactNode;
}

/**
 * A chart's React context: `Provider` spawns the chart in the app root under `systemId`, and the views
 * read it with `useSelector` (a named selector of the chart's selectors.ts) and `useActorRef`. Outside
 * an app root (a view test) the provider starts a root of its own.
 */
export function chartContext<TMachine extends AnyStateMachine>(machine: TMachine, systemId: string) {
  const ReactContext = createContext<ActorRefFrom<TMachine> | null>(null);

  function Spawned({
    root,
    logic,
    input,
    children,
  }: {
    root: AppRoot;
    logic: TMachine;
    input: unknown;
    children: ReactNode;
  }) {
    const actor = useSpawnedChart(root, systemId, logic, input, useContext(ViewsFollowContext));
    return actor ? <ReactContext.Provider value={actor}>{children}</ReactContext.Provider> : null;
  }

  function Provider({ logic = machine, options, children }: ChartContextProviderProps<TMachine>) {
    const root = useContext(AppRootContext);
    if (root)
      return (
        <Spawned root={root} logic={logic} input={options?.input}>
          {children}
        </Spawned>
      );
    return (
      <AppRootProvider inspect={options?.inspect}>
        <AppRootContext.Consumer>
          {(own) =>
            own && (
              <Spawned root={own} logic={logic} input={options?.input}>
                {children}
              </Spawned>
            )
          }
        </AppRootContext.Consumer>
      </AppRootProvider>
    );
  }

  /** The chart's actor, or null where no provider of it is above (a view that works without the chart). */
  function useOptionalActorRef(): ActorRefFrom<TMachine> | null {
    return useContext(ReactContext);
  }

  function useActorRef(): ActorRefFrom<TMachine> {
    const actor = useContext(ReactContext);
    if (!actor) throw new Error(`The ${systemId} chart is read outside its provider.`);
    return actor;
  }

  function useChartSelector<T>(
    selector: (snapshot: SnapshotFrom<TMachine>) => T,
    compare?: (a: T, b: T) => boolean,
  ): T {
    return useSelector(useActorRef() as AnyActorRef, selector as (snapshot: unknown) => T, compare);
  }

  return { Provider, useActorRef, useOptionalActorRef, useSelector: useChartSelector, systemId, machine };
}

export type ChartContext<TMachine extends AnyStateMachine> = ReturnType<typeof chartContext<TMachine>>;

/** What every chart's provider accepts besides its own client, navigation and actions. */
export interface ChartProviderProps<TMachine extends AnyStateMachine> {
  /** The chart's input; left out by charts that take none or build it from other props (`inputOf`). */
  input?: InputFrom<TMachine>;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart (when no app root watches it). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}

/**
 * The one way a chart is provided to its views: the provider component of a chart's context
 * (`chartContext(machine, systemId)`), holding one running actor, spawned in the app root, whose real
 * actors and actions are given by `implement`, a `machine.provide({ actors, actions })` built from the
 * provider's props. `inputOf` builds the chart's input from the props; the `input` prop by default.
 *
 * The shared handling (`restartSession`, `goToServiceUnavailable`) is provided here for every chart that
 * names those actions: each sends `session.expired` or `service.unavailable` to the app root of the
 * chart's system, which handles them in one place; no view or provider wires them. `implement` runs
 * again whenever a prop other than `children` changes (a provided chart is a whole new machine, a few
 * milliseconds on a slow phone for the largest chart, so a render with the same props keeps the one it
 * made); the running actor takes the newest implementations, so an action always calls the navigation
 * or callback of the latest props, never a stale one from the first render.
 */
export function chartProvider<
  TMachine extends AnyStateMachine,
  TProps extends Omit<ChartProviderProps<TMachine>, 'input'> & { input?: unknown },
>(
  context: ChartContext<TMachine>,
  implement: (props: TProps) => TMachine,
  inputOf: (props: TProps) => InputFrom<TMachine> | undefined = (props) => props.input as InputFrom<TMachine>,
) {
  function ChartProvider(props: TProps) {
    const made = useRef<{ props: TProps; logic: TMachine } | null>(null);
    if (made.current === null || !sameImplementingProps(made.current.props, props)) {
      const implemented = implement(props);
      // A provider's `machine.provide(...)` is a chart of its own, given the shared handling as it is.
      made.current = { props, logic: withSharedHandling(implemented, { own: implemented !== context.machine }) };
    }
    const logic = made.current.logic;
    const input = inputOf(props);
    const options = {
      ...(input !== undefined ? { input } : {}),
      ...(props.inspect ? { inspect: props.inspect } : {}),
    };
    return (
      <context.Provider logic={logic} options={options}>
        {props.children}
      </context.Provider>
    );
  }
  return ChartProvider;
}

/** Whether two renders of a chart provider would implement the chart alike: every prop but `children` the same value. */
function sameImplementingProps(before: object, after: object): boolean {
  const named = (props: object) => Object.entries(props).filter(([name]) => name !== 'children');
  const earlier = named(before);
  const later = new Map(named(after));
  return (
    earlier.length === later.size &&
    earlier.every(([name, value]) => later.has(name) && Object.is(later.get(name), value))
  );
}
