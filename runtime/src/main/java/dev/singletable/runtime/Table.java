package dev.singletable.runtime;

import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * What every generated table class ({@code SocialTable}) does, for code that handles tables it does
 * not name: a framework's start-up (the Spring Boot starter), a health check. Call sites that know
 * the table use the generated class, which adds its repositories, batches and transactions. Found
 * without reflection through {@link TableProvider}.
 */
public interface Table {
  /** The physical table name this object reads and writes. */
  String tableName();

  /** The CreateTableRequest of this table: its keys, indexes and projections, on-demand billing. */
  CreateTableRequest definition();

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE.
   *
   * @throws TableMismatchException if the table exists but does not fit the generated code
   */
  void createIfMissing();

  /**
   * Checks that the table exists and fits the generated code, and changes nothing: one DescribeTable.
   *
   * @throws TableMismatchException if the table does not exist, is not ACTIVE yet, or differs
   */
  void verify();
}
