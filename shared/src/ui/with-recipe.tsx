import { forwardRef, type ComponentProps, type ComponentType } from 'react'

/**
 * A Chakra root part that brings its own recipe (`recipe` prop) instead of finding it in the
 * system: the recipe then downloads with the screen that renders the component, not with the
 * start-up bundle every visitor loads. The part's children get their styles from the root.
 */
export function withRecipe<Props extends { recipe?: unknown }>(
  Root: ComponentType<Props>,
  recipe: NonNullable<Props['recipe']>,
) {
  const WithRecipe = forwardRef<unknown, Props>(function WithRecipe(props, ref) {
    const Component = Root as ComponentType<Record<string, unknown>>
    return <Component recipe={recipe} {...props} ref={ref} />
  })
  WithRecipe.displayName = Root.displayName
  return WithRecipe as unknown as ComponentType<ComponentProps<typeof Root>>
}
