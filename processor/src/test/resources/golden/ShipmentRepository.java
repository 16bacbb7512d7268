package dev.singletable.shop;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.Backfill;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.NodeRepository;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.ListingSpec;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Shipment} nodes: {@code PK = SHIPMENT#<shipmentId>}, {@code SK = #Shipment}.
 * The rest is {@link NodeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class ShipmentRepository extends NodeRepository<Shipment> {
  private static final ListingSpec BY_GSI3_0 = ListingSpec.index(ShipmentKeys.TYPE, "GSI3",
      "s" + Layout.DELIMITER, SortId.STRING);

  private static final ListingSpec BY_GSI4_0 = ListingSpec.index(ShipmentKeys.TYPE, "GSI4",
      "s" + Layout.DELIMITER, SortId.INSTANT);

  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public ShipmentRepository(DynamoDbClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #ShipmentRepository(DynamoDbClient, String)}, in a table built with {@code settings}.
   */
  public ShipmentRepository(DynamoDbClient client, String tableName, TableSettings settings) {
    this(TableContext.of(client, tableName, settings, "new ShipmentRepository"));
  }

  /**
   * Over the client, table name and settings of {@link ShopTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public ShipmentRepository(Wiring table) {
    super(RepositoryWiring.node(table, ShipmentMapper.INSTANCE,
        "ShipmentRepository", "Shipment", "shipment", "shipments", null, BY_GSI3_0, BY_GSI4_0));
  }

  /**
   * The node, or empty when it does not exist: one GetItem.
   */
  public Optional<Shipment> get(String shipmentId, ReadConsistency consistency) {
    return getByKey(ShipmentKeys.primaryKey(shipmentId), consistency);
  }

  /**
   * As {@link #get(String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Shipment> get(String shipmentId) {
    return get(shipmentId, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the node exists: one GetItem that fetches only the key.
   */
  public boolean exists(String shipmentId, ReadConsistency consistency) {
    return existsByKey(ShipmentKeys.primaryKey(shipmentId), consistency);
  }

  /**
   * As {@link #exists(String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String shipmentId) {
    return exists(shipmentId, ReadConsistency.EVENTUAL);
  }

  /**
   * The key of the node with these ids, for a read transaction's get: {@code
   * read.get(table.shipments().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.ReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<Shipment> key(String shipmentId) {
    return keyOf(ShipmentKeys.primaryKey(shipmentId));
  }

  /**
   * Deletes the node; true if it existed.
   */
  public boolean delete(String shipmentId) {
    return deleteByKey(ShipmentKeys.primaryKey(shipmentId));
  }

  /**
   * Deletes the node only if it meets {@code condition}, made with {@link ShipmentCondition}; true
   * if it existed and was deleted, false if none was stored.
   *
   * @throws dev.singletable.runtime.ConditionFailedException if the stored node does not meet it;
   *     nothing was deleted
   */
  public boolean delete(String shipmentId, Condition<Shipment> condition) {
    return deleteByKey(ShipmentKeys.primaryKey(shipmentId), condition);
  }

  /**
   * The nodes with {@code ids}, one element per id in the same order: the stored node, or empty
   * when it does not exist. BatchGetItem, 100 keys a call, resent as the table's {@code BatchSettings}
   * say; an id asked for twice is read once.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if keys were still unread after the last attempt;
   *     its {@code notRead()} lists their ids
   */
  public List<Optional<Shipment>> getAll(List<String> ids, ReadConsistency consistency) {
    return getAllByKeys(ids, ShipmentKeys::primaryKey, consistency);
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public List<Optional<Shipment>> getAll(List<String> ids) {
    return getAll(ids, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the nodes with {@code ids}: BatchWriteItem, 25 a call, unconditional, as delete is.
   * Deleting a node that does not exist is not an error; its edges are not deleted.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if deletes were still undone after the last attempt;
   *     its {@code notDeleted()} lists their ids
   */
  public void deleteAll(Collection<String> ids) {
    deleteAllByKeys(ids, ShipmentKeys::primaryKey);
  }

  /**
   * Changes the node's attributes as {@code update} says, without reading it first: one UpdateItem,
   * conditioned on the node existing.
   * The result is the node as stored afterwards; nothing is written if a condition fails.
   *
   * @throws dev.singletable.runtime.ItemNotFoundException if there is no such node
   * @throws dev.singletable.runtime.ConditionFailedException if a condition of {@code update} does not hold
   * @throws dev.singletable.runtime.InvalidRequestException if {@code update} is null or changes nothing
   */
  public Shipment update(String shipmentId, ShipmentUpdate update) {
    return updateByKey(ShipmentKeys.primaryKey(shipmentId), update);
  }

  /**
   * As the {@code update} without a condition, applied only if {@code condition} (made with
   * {@link ShipmentCondition}) holds too; a failed one is a {@code ConditionFailedException} naming the
   * attributes whose part failed, with the update's own conditions.
   */
  public Shipment update(String shipmentId, ShipmentUpdate update, Condition<Shipment> condition) {
    return updateByKey(ShipmentKeys.primaryKey(shipmentId), update, condition);
  }

  /**
   * The Shipment nodes in the partition {@code o#<order>} of index GSI3, in {@code shipmentId}
   * order (a Query on index GSI3, eventually consistent): read them a page at a time
   * ({@code page}), all of them ({@code stream}), or count them ({@code count}). Sends nothing
   * until one of those is called. Items whose {@code order} is null are not in the index.
   */
  public Listing<Shipment> shipmentsOfOrder(String order) {
    return listing(0, ShipmentKeys.gsi3Partition(order), null, Range.all(), "shipmentsOfOrder");
  }

  /**
   * The Shipment nodes in the partition {@code o#<order>} of index GSI3 whose {@code shipmentId} is
   * in the given range, in {@code shipmentId} order (a Query on index GSI3, eventually consistent):
   * read them a page at a time ({@code page}), all of them ({@code stream}), or count them
   * ({@code count}). Sends nothing until one of those is called. Items whose {@code order} is null
   * are not in the index.
   */
  public Listing<Shipment> shipmentsOfOrder(String order, Range<String> shipmentId) {
    return listing(0, ShipmentKeys.gsi3Partition(order), null, shipmentId, "shipmentsOfOrder");
  }

  /**
   * The Shipment nodes in the partition {@code w#<warehouse>} of index GSI4, in {@code shippedAt}
   * order (a Query on index GSI4, eventually consistent): read them a page at a time
   * ({@code page}), all of them ({@code stream}), or count them ({@code count}). Sends nothing
   * until one of those is called. Items whose {@code warehouse} or {@code shippedAt} is null are
   * not in the index.
   */
  public Listing<Shipment> shipmentsOfWarehouse(String warehouse) {
    return listing(1, ShipmentKeys.gsi4Partition(warehouse), null, Range.all(),
        "shipmentsOfWarehouse");
  }

  /**
   * The Shipment nodes in the partition {@code w#<warehouse>} of index GSI4 whose {@code shippedAt}
   * is in the given range, in {@code shippedAt} order (a Query on index GSI4, eventually
   * consistent): read them a page at a time ({@code page}), all of them ({@code stream}), or count
   * them ({@code count}). Sends nothing until one of those is called. Items whose {@code warehouse}
   * or {@code shippedAt} is null are not in the index.
   */
  public Listing<Shipment> shipmentsOfWarehouse(String warehouse, Range<Instant> shippedAt) {
    return listing(1, ShipmentKeys.gsi4Partition(warehouse), null, shippedAt,
        "shipmentsOfWarehouse");
  }

  /**
   * The migration that writes the keys of indexes GSI3 and GSI4 into the stored {@link Shipment} nodes
   * that do not hold them as this code writes them (or removes them where a component is null). Run
   * it ({@code run}, or {@code step} by step) after adding an index to a table with data and
   * deploying this code: one Scan of the table, one UpdateItem per item rewritten. See {@link Backfill}.
   */
  public Backfill backfill() {
    return backfillOf("GSI3", "GSI4");
  }
}
