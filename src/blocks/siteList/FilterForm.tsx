'use client'

import type { ChangeEvent, ComponentProps } from 'react'

/**
 * The site list's filter form: a plain GET form that works without JavaScript (its submit
 * button), sent as soon as a box is ticked once the browser runs it. The list page is cached
 * per filter combination, so each choice is a cheap page load.
 */
export function FilterForm(props: ComponentProps<'form'>) {
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') {
      event.currentTarget.requestSubmit()
    }
  }
  return <form method="get" {...props} onChange={onChange} />
}
