import type { ReactNode } from 'react';
import type { createActorContext } from '@xstate/react';
import type { AnyStateMachine, InputFrom, InspectionEvent } from 'xstate';

/** What every chart's provider accepts besides its own client, navigation and actions. */
export interface ChartProviderProps<TMachine extends AnyStateMachine> {
  /** The chart's input; left out by charts that take none. */
  input?: InputFrom<TMachine>;
  /** Pass `createBrowserInspector().inspect` from @statelyai/inspect to watch the chart. */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

type ChartContext<TMachine extends AnyStateMachine> = ReturnType<typeof createActorContext<TMachine>>;

/**
 * The one way a chart is provided to its views: the provider component of a chart's context
 * (`createActorContext(machine)`), holding one running actor whose real actors and actions are given by
 * `implement`, a `machine.provide({ actors, actions })` built from the provider's props.
 *
 * `implement` runs on every render of the provider (under a millisecond for the largest chart).
 * @xstate/react keeps the running actor, since the chart's config is unchanged, and swaps in the newest
 * implementations, so an action always calls the navigation or callback of the latest props, never a
 * stale one from the first render.
 */
export function chartProvider<TMachine extends AnyStateMachine, TProps extends ChartProviderProps<TMachine>>(
  context: ChartContext<TMachine>,
  implement: (props: TProps) => TMachine,
) {
  function ChartProvider(props: TProps) {
    const options = {
      ...(props.input !== undefined ? { input: props.input } : {}),
      ...(props.inspect ? { inspect: props.inspect } : {}),
    } as Parameters<ChartContext<TMachine>['Provider']>[0]['options'];
    return (
      <context.Provider logic={implement(props)} options={options}>
        {props.children}
      </context.Provider>
    );
  }
  return ChartProvider;
}
