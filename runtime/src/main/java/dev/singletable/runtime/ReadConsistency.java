package dev.singletable.runtime;

/** Whether a read may miss recent writes. */
public enum ReadConsistency {
  /** May miss writes from the last second or so; half the cost of a strong read. */
  EVENTUAL,
  /**
   * Sees every write acknowledged before the read: the base table and local secondary indexes
   * ({@code @Index(local = true)}), not global secondary indexes.
   */
  STRONG
}
