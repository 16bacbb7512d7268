package dev.singletable.samples.social;

import dev.singletable.runtime.AsyncTable;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableProvider;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.table.Providers;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The Social table as integrations find it through {@code ServiceLoader}: {@link TableProvider}
 * builds {@link SocialTable} and hands out its repositories by accessor name.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class SocialTableProvider implements TableProvider {
  private static final List<TableProvider.Repository> REPOSITORIES = List.of(
      new TableProvider.Repository("follows", FollowRepository.class, Optional.of(FollowAsyncRepository.class)),
      new TableProvider.Repository("mutes", MuteRepository.class, Optional.of(MuteAsyncRepository.class)),
      new TableProvider.Repository("users", UserRepository.class, Optional.of(UserAsyncRepository.class)));

  /**
   * The provider {@code ServiceLoader} builds.
   */
  public SocialTableProvider() {
  }

  @Override
  public String name() {
    return "Social";
  }

  @Override
  public Class<SocialTable> tableClass() {
    return SocialTable.class;
  }

  @Override
  public SocialTable newTable(DynamoDbClient client, String tableName, TableSettings settings) {
    return new SocialTable(client, tableName, settings);
  }

  @Override
  public Optional<Class<? extends AsyncTable>> asyncTableClass() {
    return Optional.of(SocialAsyncTable.class);
  }

  @Override
  public SocialAsyncTable newAsyncTable(DynamoDbAsyncClient client, String tableName,
      TableSettings settings) {
    return new SocialAsyncTable(client, tableName, settings);
  }

  @Override
  public List<TableProvider.Repository> repositories() {
    return REPOSITORIES;
  }

  @Override
  public Object repository(Table table, String accessor) {
    SocialTable typed = Providers.own(table, SocialTable.class, "SocialTableProvider.repository");
    switch (accessor) {
      case "follows": return typed.follows();
      case "mutes": return typed.mutes();
      case "users": return typed.users();
      default: throw Providers.noRepository("SocialTableProvider.repository", accessor, REPOSITORIES);
    }
  }

  @Override
  public Object repository(AsyncTable table, String accessor) {
    SocialAsyncTable typed = Providers.own(table, SocialAsyncTable.class, "SocialTableProvider.repository");
    switch (accessor) {
      case "follows": return typed.follows();
      case "mutes": return typed.mutes();
      case "users": return typed.users();
      default: throw Providers.noRepository("SocialTableProvider.repository", accessor, REPOSITORIES);
    }
  }
}
