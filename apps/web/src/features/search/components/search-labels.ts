/** The header search's texts, translated on the server and handed to the on-demand combobox. */
export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  loading: string;
  suggestions: string;
  items: string;
  stores: string;
  recent: string;
  /** 'Remove {term} from recent searches', with `{term}` left in place. */
  removeRecent: string;
  clearRecent: string;
}
