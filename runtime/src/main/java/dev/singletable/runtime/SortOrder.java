package dev.singletable.runtime;

/** The order in which a listing returns items: by sort key, as DynamoDB compares UTF-8 bytes. */
public enum SortOrder {
  /** Smallest sort key first. */
  ASCENDING,
  /** Largest sort key first. */
  DESCENDING
}
