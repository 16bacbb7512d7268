package dev.singletable.runtime;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.tx.BackfillPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The migration that writes the {@code @Index} keys of the stored items of one record type, for an
 * index added to a table that already holds them ({@code orders.backfill()}): it reads the table page
 * by page and, for each item of the type whose index key attributes are not what the code writes
 * today, sets them (or removes them, for an item a sparse index leaves out) with one UpdateItem that
 * changes nothing else, conditioned on those attributes still being as read. Items written while it
 * runs get their keys from the write itself and are skipped.
 *
 * <p>Procedure: add the index to the table (a GSI can be added to a table with data; DynamoDB then
 * fills it from the attributes present), deploy the code with the {@code @Index} (from then on every
 * write carries the keys), then run this to the end; listings of the index see an item once its keys
 * are written. Safe to run again, resumable from its last {@link Step#resumeToken()} (see {@link
 * Migration}).
 */
public final class Backfill extends Migration {
  private final String entity;
  private final ItemMapper<?> mapper;
  private final List<String> attributes;

  private Backfill(TableContext context, String entity, ItemMapper<?> mapper, List<String> attributes) {
    super(context, "Backfill");
    this.entity = entity;
    this.mapper = mapper;
    this.attributes = attributes;
  }

  /** The backfill of a generated repository's items named {@code entity} on the indexes {@code indexes}. */
  static Backfill of(TableContext context, String entity, ItemMapper<?> mapper, String... indexes) {
    List<String> attributes = new ArrayList<>(indexes.length * 2);
    for (String index : indexes) {
      attributes.add(Layout.indexPartitionKey(index));
      attributes.add(Layout.indexSortKey(index));
    }
    return new Backfill(context, entity, mapper, List.copyOf(attributes));
  }

  @Override
  BackfillPlan<?> plan(Map<String, AttributeValue> startKey, int pageSize) {
    return BackfillPlan.step(context.tableName(), entity, mapper, attributes, pageSize, startKey);
  }
}
