import { PageTitle } from "../../components/PageTitle";

/** A route whose feature has not landed yet: its title, so every spec path renders. */
export function Placeholder({ title }: { title: string }) {
  return <PageTitle>{title}</PageTitle>;
}
