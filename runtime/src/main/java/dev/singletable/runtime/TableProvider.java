package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One generated table, as integrations find it without scanning the class path or reflection: the
 * processor writes a {@code SocialTableProvider} beside each table class and lists it in {@code
 * META-INF/services/dev.singletable.runtime.TableProvider}, so {@link #load(ClassLoader)} finds every
 * table of every jar. It builds the table classes and hands out their repositories by accessor name.
 * On the module path, the user's module declares {@code provides dev.singletable.runtime.TableProvider
 * with ...SocialTableProvider}.
 */
public interface TableProvider {
  /** The table's logical name as the records declare it: {@code "Social"} for {@code @Edge(table = "Social")}. */
  String name();

  /** The generated table class, {@code SocialTable}. */
  Class<? extends Table> tableClass();

  /** {@code new SocialTable(client, tableName, settings)}. */
  Table newTable(DynamoDbClient client, String tableName, TableSettings settings);

  /** The generated async table class, or empty when the build did not ask for it ({@code -Asingletable.async=true}). */
  Optional<Class<? extends AsyncTable>> asyncTableClass();

  /**
   * {@code new SocialAsyncTable(client, tableName, settings)}.
   *
   * @throws InvalidRequestException if the async twins were not generated
   */
  AsyncTable newAsyncTable(DynamoDbAsyncClient client, String tableName, TableSettings settings);

  /** The repositories the table class hands out, in the order its accessors are declared. */
  List<Repository> repositories();

  /**
   * The repository {@code table} hands out under {@code accessor} ({@code social.follows()}).
   *
   * @throws InvalidRequestException if {@code table} is not this provider's, or no repository has that accessor
   */
  Object repository(Table table, String accessor);

  /**
   * As {@link #repository(Table, String)}, of the async table class.
   *
   * @throws InvalidRequestException if {@code table} is not this provider's, or no repository has that accessor
   */
  Object repository(AsyncTable table, String accessor);

  /**
   * A repository of the table: the accessor that returns it, its class, and the async one's if generated.
   *
   * @param accessor the table class's method that returns it ({@code follows})
   * @param type the repository class ({@code FollowRepository})
   * @param asyncType the async repository class, or empty
   */
  record Repository(String accessor, Class<?> type, Optional<Class<?>> asyncType) {}

  /** Every table provider {@code loader} can see, by table class name. */
  static List<TableProvider> load(ClassLoader loader) {
    List<TableProvider> found = new ArrayList<>();
    ServiceLoader.load(TableProvider.class, loader).forEach(found::add);
    found.sort(Comparator.comparing(provider -> provider.tableClass().getName()));
    return found;
  }
}
