package dev.singletable.spring;

import dev.singletable.runtime.AsyncTable;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableProvider;
import dev.singletable.runtime.TableSettings;
import dev.singletable.spring.model.ShopTableProvider;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** ShopTableProvider as a build without -Asingletable.async=true generates it: no async table. */
public final class SyncOnlyShopProvider implements TableProvider {
  private final TableProvider shop = new ShopTableProvider();

  @Override
  public String name() {
    return shop.name();
  }

  @Override
  public Class<? extends Table> tableClass() {
    return shop.tableClass();
  }

  @Override
  public Table newTable(DynamoDbClient client, String tableName, TableSettings settings) {
    return shop.newTable(client, tableName, settings);
  }

  @Override
  public Optional<Class<? extends AsyncTable>> asyncTableClass() {
    return Optional.empty();
  }

  @Override
  public AsyncTable newAsyncTable(DynamoDbAsyncClient client, String tableName, TableSettings settings) {
    throw new UnsupportedOperationException("no async table");
  }

  @Override
  public List<Repository> repositories() {
    return shop.repositories().stream()
        .map(repository -> new Repository(repository.accessor(), repository.type(), Optional.empty())).toList();
  }

  @Override
  public Object repository(Table table, String accessor) {
    return shop.repository(table, accessor);
  }

  @Override
  public Object repository(AsyncTable table, String accessor) {
    throw new UnsupportedOperationException("no async table");
  }
}
