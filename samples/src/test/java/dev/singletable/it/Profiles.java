package dev.singletable.it;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.Optional;

/** ProfileRepository or ProfileAsyncRepository, as {@link Mode} picks, with the async futures joined. */
interface Profiles {
  boolean create(Profile p);
  Optional<Profile> get(String id);
  Profile update(String id, long version, ProfileUpdate update);

  static Profiles of(Mode mode, LocalDynamoDbExtension dynamo) {
    return mode == Mode.SYNC
        ? new SyncProfiles(new MainTable(dynamo.client(), dynamo.tableName()).profiles())
        : new AsyncProfiles(new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).profiles());
  }

  record SyncProfiles(ProfileRepository r) implements Profiles {
    public boolean create(Profile p) { return r.create(p); }
    public Optional<Profile> get(String id) { return r.get(id, ReadConsistency.STRONG); }
    public Profile update(String id, long version, ProfileUpdate u) { return r.update(id, version, u); }
  }

  record AsyncProfiles(ProfileAsyncRepository r) implements Profiles {
    public boolean create(Profile p) { return Mode.join(() -> r.create(p)); }
    public Optional<Profile> get(String id) { return Mode.join(() -> r.get(id, ReadConsistency.STRONG)); }
    public Profile update(String id, long version, ProfileUpdate u) {
      return Mode.join(() -> r.update(id, version, u));
    }
  }
}
