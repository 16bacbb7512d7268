package dev.singletable.runtime;

/** Whether a read may miss recent writes. */
public enum ReadConsistency {
  /** May miss writes from the last second or so; half the cost of a strong read. */
  EVENTUAL,
  /** Sees every write acknowledged before the read; base table only, not global secondary indexes. */
  STRONG
}
