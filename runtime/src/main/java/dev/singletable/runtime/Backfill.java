package dev.singletable.runtime;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.tx.BackfillPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The migration that writes the index keys of the stored items of one record type (an {@code @Index}'s,
 * or a sorted inverted index's after {@code invertedIndexSort} is declared or changed), for an index
 * added to a table that already holds them ({@code orders.backfill()}): it reads the table page
 * by page and, for each item of the type whose index key attributes are not what the code writes
 * today, sets them (or removes them, for an item a sparse index leaves out) with one UpdateItem that
 * changes nothing else, conditioned on those attributes still being as read. Items written while it
 * runs get their keys from the write itself and are skipped.
 *
 * <p>Procedure: add the index to the table (a GSI can be added to a table with data; DynamoDB then
 * fills it from the attributes present), deploy the code with the {@code @Index} (from then on every
 * write carries the keys), then run this to the end; listings of the index see an item once its keys
 * are written. A local index cannot be added to a table: it exists only on a table created with it,
 * whose items a backfill then gives their sort key in it (items copied in by other means than this
 * code's writes). Safe to run again, resumable from its last {@link Step#resumeToken()} (see {@link
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

  /**
   * The backfill of a generated repository's items named {@code entity} on the global indexes
   * {@code indexes} ({@code <index>PK} and {@code <index>SK}) and the local indexes {@code localIndexes}
   * ({@code <index>SK}: their partition key is the item's {@code PK}).
   */
  static Backfill of(TableContext context, String entity, ItemMapper<?> mapper, List<String> indexes,
      List<String> localIndexes) {
    List<String> attributes = new ArrayList<>(indexes.size() * 2 + localIndexes.size());
    for (String index : indexes) {
      attributes.add(Layout.indexPartitionKey(index));
      attributes.add(Layout.indexSortKey(index));
    }
    for (String index : localIndexes) {
      attributes.add(Layout.indexSortKey(index));
    }
    return new Backfill(context, entity, mapper, List.copyOf(attributes));
  }

  @Override
  BackfillPlan<?> plan(Map<String, AttributeValue> startKey, int pageSize) {
    return BackfillPlan.step(context.tableName(), entity, mapper, attributes, pageSize, startKey);
  }
}
