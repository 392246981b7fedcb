/** An area the AI search's criteria can choose (GraphQL `searchAreas`). */
export interface SearchAreaOption {
  code: string;
  name: string;
  /** The wider area it lies in (Gion in Kyoto), if any. */
  within: string | null;
}

/** The choice's options: wider areas first, each followed by the areas inside it. */
export function areaChoices(
  areas: readonly SearchAreaOption[],
  interpreted: { code: string; name: string } | null,
): { code: string; name: string; depth: number }[] {
  const choices: { code: string; name: string; depth: number }[] = [];
  const add = (parent: string | null, depth: number) => {
    for (const area of areas.filter((candidate) => candidate.within === parent)) {
      choices.push({ code: area.code, name: area.name, depth });
      add(area.code, depth + 1);
    }
  };
  add(null, 0);
  if (interpreted && !choices.some((choice) => choice.code === interpreted.code))
    choices.unshift({ ...interpreted, depth: 0 });
  return choices;
}
